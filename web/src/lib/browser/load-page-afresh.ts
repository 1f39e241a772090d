// A full load of one of the app's own pages, in place of the current one in the history (as a
// replacing navigation would be). Its own module so tests can watch it: jsdom cannot navigate.

export function loadPageAfresh(path: string): void {
  window.location.replace(path);
}

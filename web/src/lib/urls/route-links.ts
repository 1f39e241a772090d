// Links that many copies of one component carry (two on each of a board's 90 cards) are plain
// anchors marked with ROUTE_LINK, followed by the router from one listener on the document.
// React Router's <Link> resolves its path and builds a click handler in every copy, and on a
// phone those 180 were a tenth of the work of showing a board. An anchor also needs no router
// around it: a card the server paints is the same markup.

/** Spread on an anchor whose same-site href the router should follow: `<a {...ROUTE_LINK}>`. */
export const ROUTE_LINK = { 'data-route-link': '' } as const;

interface Navigator {
  navigate(to: string): unknown;
}

/** Whether the browser should follow this click itself, as <Link> lets it. */
function leftToBrowser(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (anchor.target !== '' && anchor.target !== '_self') ||
    anchor.hasAttribute('download') ||
    anchor.origin !== window.location.origin
  );
}

/** Follows clicks on route links with the router; returns the function that stops it. */
export function followRouteLinks(router: Navigator, root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>('a[data-route-link]')
        : null;
    if (!anchor || leftToBrowser(event, anchor)) return;
    event.preventDefault();
    void router.navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

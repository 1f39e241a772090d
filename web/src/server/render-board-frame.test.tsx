// The boards as the build paints them, read as a browser parses them before any script runs.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../app/search-box';
import { PAINTED_BOARDS, renderBoardFrame } from './render-board-frame';

// As in the build (not-on-server.json): the layout never loads Firebase on a server.
vi.mock('../lib/firebase/load-in-parts', () => ({
  loadFirebaseInParts: () => new Promise<never>(() => {}),
}));

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Job Portal</title>
    <script type="module" crossorigin src="/assets/shell-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

async function painted(path: string) {
  const board = PAINTED_BOARDS.find((candidate) => candidate.path === path)!;
  const html = await renderBoardFrame(board, TEMPLATE);
  return { html, doc: new DOMParser().parseFromString(html, 'text/html') };
}

describe('renderBoardFrame', () => {
  it('paints / with the layout and the board’s loading frame, as the app first renders it', async () => {
    const { doc } = await painted('/');
    expect(doc.title).toBe('Job Portal');
    const root = doc.getElementById('root')!;
    expect(root.querySelector('header')).not.toBeNull();
    expect(root.querySelector('main h1')?.textContent).toBe('Latest Jobs');
    expect(root.querySelector('main [role="status"]')?.textContent).toBe('Loading...');
    expect(root.querySelector('footer')).not.toBeNull();
    expect(root.querySelector('a[aria-current="page"]')).toBeNull();
  });

  it('lets no press or keystroke be lost before the app takes over: its controls wait', async () => {
    const { doc } = await painted('/');
    const buttons = [...doc.querySelectorAll('#root button')];
    expect(
      buttons.map((button) => button.textContent || button.getAttribute('aria-label')),
    ).toEqual(expect.arrayContaining(['Open menu', 'Subscribe', 'Contact Us']));
    for (const button of buttons) expect(button.hasAttribute('disabled')).toBe(true);
    for (const field of doc.querySelectorAll('#root input')) {
      expect(field.hasAttribute('readonly')).toBe(true);
    }
    expect(doc.querySelector('a[href="/about"]')?.hasAttribute('disabled')).toBe(false);
  });

  it('paints the header’s search as the app renders it, its Search button waiting', async () => {
    const { doc } = await painted('/');
    const form = doc.querySelector('header form[role="search"]')!;
    const button = form.querySelector('button')!;
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.getAttribute('aria-label')).toBe('Search');
    expect(button.className).toBe('icon-button search-button');
    expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(form.querySelector('input[type="search"]')?.hasAttribute('readonly')).toBe(true);

    // The same form the app renders, but for the waiting.
    const live = document.createElement('div');
    const { unmount } = render(
      <MemoryRouter>
        <SearchBox />
      </MemoryRouter>,
      { container: live },
    );
    const shape = (element: Element) =>
      [...element.querySelectorAll('*')].map(
        (child) => `${child.tagName.toLowerCase()}.${child.getAttribute('class') ?? ''}`,
      );
    expect(shape(form)).toEqual(shape(live.querySelector('form')!));
    unmount();
  });

  it('paints /internships with its own heading, tab title and current link', async () => {
    const { doc } = await painted('/internships');
    expect(doc.title).toBe('Internships | Job Portal');
    expect(doc.querySelector('main h1')?.textContent).toBe('Internships');
    expect(doc.querySelector('a[aria-current="page"]')?.textContent).toBe('Internships');
  });

  it('starts the app’s scripts once the page has painted', async () => {
    const { html } = await painted('/');
    expect(html).not.toContain('<script type="module" crossorigin src=');
    expect(html).toContain('["/assets/shell-abc.js"]');
  });

  it('names the board’s own feed in the head, for feed readers that run no script', async () => {
    for (const [path, type, title] of [
      ['/', 'Job', 'Job Portal: Latest Jobs'],
      ['/internships', 'Internship', 'Job Portal: Internships'],
    ]) {
      const { doc } = await painted(path!);
      const links = doc.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]');
      expect(links).toHaveLength(1);
      expect(links[0]!.getAttribute('href')).toBe(`/feed.xml?type=${type}`);
      expect(links[0]!.getAttribute('title')).toBe(title);
    }
  });

  it('refuses a template it cannot paint into', async () => {
    await expect(renderBoardFrame(PAINTED_BOARDS[0]!, '<html></html>')).rejects.toThrow(/root/);
  });
});

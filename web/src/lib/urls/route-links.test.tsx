import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { followRouteLinks } from './route-links';

function arrange(attributes: Record<string, string>) {
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/'] });
  const stop = followRouteLinks(router);
  const anchor = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  const inner = document.createElement('span');
  inner.textContent = 'View Details';
  anchor.append(inner);
  document.body.append(anchor);
  return { router, stop, anchor, inner };
}

/** Clicks as a person does; returns whether the browser was left to follow the link. */
function click(target: Element, init: MouseEventInit = {}): boolean {
  return target.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
  );
}

let stopFollowing = () => {};
afterEach(() => {
  stopFollowing();
  document.body.replaceChildren();
});

describe('followRouteLinks', () => {
  it('follows a click anywhere on a route link with the router, query and hash included', () => {
    const { router, stop, inner } = arrange({
      href: '/job/a1?from=board#apply',
      'data-route-link': '',
    });
    stopFollowing = stop;
    expect(click(inner)).toBe(false);
    expect(router.state.location).toMatchObject({
      pathname: '/job/a1',
      search: '?from=board',
      hash: '#apply',
    });
  });

  it('leaves modified and middle clicks, new tabs and downloads to the browser', () => {
    for (const [attributes, init] of [
      [{}, { ctrlKey: true }],
      [{}, { metaKey: true }],
      [{}, { shiftKey: true }],
      [{}, { altKey: true }],
      [{}, { button: 1 }],
      [{ target: '_blank' }, {}],
      [{ download: '' }, {}],
    ] as const) {
      const { router, stop, anchor } = arrange({
        href: '/job/a1',
        'data-route-link': '',
        ...attributes,
      });
      anchor.addEventListener('click', (event) => event.preventDefault(), { once: true });
      // The listener above stands in for the browser; the router must not have moved.
      click(anchor, init);
      expect(router.state.location.pathname).toBe('/');
      stop();
      document.body.replaceChildren();
    }
  });

  it('leaves plain links, other sites and clicks already handled alone', () => {
    const plain = arrange({ href: '/job/a1' });
    plain.anchor.addEventListener('click', (event) => event.preventDefault());
    click(plain.anchor);
    expect(plain.router.state.location.pathname).toBe('/');
    plain.stop();

    const elsewhere = arrange({ href: 'https://example.com/job/a1', 'data-route-link': '' });
    elsewhere.anchor.addEventListener('click', (event) => event.preventDefault());
    click(elsewhere.anchor);
    expect(elsewhere.router.state.location.pathname).toBe('/');
    elsewhere.stop();

    const handled = arrange({ href: '/job/a1', 'data-route-link': '' });
    handled.inner.addEventListener('click', (event) => event.preventDefault());
    click(handled.inner);
    expect(handled.router.state.location.pathname).toBe('/');
    stopFollowing = handled.stop;
  });

  it('stops following when asked', () => {
    const { router, stop, anchor } = arrange({ href: '/job/a1', 'data-route-link': '' });
    stop();
    anchor.addEventListener('click', (event) => event.preventDefault());
    click(anchor);
    expect(router.state.location.pathname).toBe('/');
  });
});

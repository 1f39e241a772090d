import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { removeServerMeta, usePageMeta, type PageMeta } from './page-meta';

const SITE = 'Find the latest jobs and internships.';
const meta: PageMeta = {
  title: 'Frontend Intern at Bytewren Labs',
  description: 'Join us to build the web.',
  url: 'https://jobs.example.com/job/j1',
};

function Page({ value }: { value: PageMeta }) {
  usePageMeta(value);
  return null;
}

const description = () =>
  [...document.head.querySelectorAll('meta[name="description"]')].map((tag) =>
    tag.getAttribute('content'),
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('usePageMeta', () => {
  it('shows the page’s description in the site’s tag while mounted, then the site’s again', () => {
    document.head.innerHTML = `<meta name="description" content="${SITE}">`;
    const { unmount } = render(<Page value={meta} />);
    expect(description()).toEqual([meta.description]);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      meta.url,
    );
    unmount();
    expect(description()).toEqual([SITE]);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('adds a description tag where the document has none, and takes it away after', () => {
    const { unmount } = render(<Page value={meta} />);
    expect(description()).toEqual([meta.description]);
    unmount();
    expect(description()).toEqual([]);
  });

  it('takes over a server-rendered page’s tags: one of each, and the site’s text afterwards', () => {
    document.head.innerHTML =
      `<meta name="description" content="Server text" data-site-description="${SITE}" data-server-meta>` +
      '<meta property="og:title" content="Server title" data-server-meta>';
    const { unmount } = render(<Page value={meta} />);
    expect(description()).toEqual([meta.description]);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.head.querySelector('[data-server-meta]')).toBeNull();
    unmount();
    expect(description()).toEqual([SITE]);
  });
});

describe('removeServerMeta', () => {
  it('drops the server’s tags and gives the description tag back the site’s text', () => {
    document.head.innerHTML =
      `<meta name="description" content="Server text" data-site-description="${SITE}" data-server-meta>` +
      '<script type="application/ld+json" data-server-meta>{}</script>';
    removeServerMeta();
    expect(document.head.innerHTML).toBe(`<meta name="description" content="${SITE}">`);
  });
});

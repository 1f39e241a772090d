// The boards as the build paints their frames and the boardPage function paints their first
// page, read as a browser parses them before any script runs.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SearchBox } from '@/app/header/search-box';
import { BOARD_PAGE_DATA_ELEMENT_ID, LIST_PAGE_SIZE } from '@portal/domain/constants';
import { parseBoardPageData, type BoardPageData } from '@portal/domain/pages/board-page-data';
import { BOARD_FRAMES, renderBoardPage } from './render-board-page';

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

async function painted(path: string, page: BoardPageData['page'] | null = null) {
  const board = BOARD_FRAMES.find((candidate) => candidate.path === path)!;
  const html = await renderBoardPage({ template: TEMPLATE, type: board.type, page });
  return { html, doc: new DOMParser().parseFromString(html, 'text/html') };
}

describe('renderBoardPage, the frame', () => {
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
    await expect(
      renderBoardPage({ template: '<html></html>', type: 'Job', page: null }),
    ).rejects.toThrow(/root/);
  });
});

const HOSTILE = '</script><script>alert(1)</script><!--';

function firstPage(total: number, titles: string[]): BoardPageData['page'] {
  return {
    jobs: titles.map((Title, i) => ({
      id: `job-${i}`,
      Title,
      Company: `Company ${i}`,
      ...(i === 0 && {
        Country: 'India',
        City: 'Pune',
        verifiedDomain: 'company0.example',
        Salary: '₹6–8 LPA',
      }),
      Type: 'Job',
      createdAt: new Date(Date.UTC(2026, 10, 20 - i)),
    })),
    total,
    page: 1,
    pageSize: LIST_PAGE_SIZE,
  };
}

describe('renderBoardPage, with its first page of cards', () => {
  it('paints every card, newest first, with its link, company and place', async () => {
    const page = firstPage(200, ['Baker', 'Chef', 'Welder']);
    const { doc } = await painted('/', page);
    const cards = [...doc.querySelectorAll('main ul.job-list > li article.job-card')];
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual([
      'Baker',
      'Chef',
      'Welder',
    ]);
    expect(cards[0]!.querySelector('h2 a')?.getAttribute('href')).toBe('/job/job-0');
    // The company leads to its page, its name said with where it goes.
    const company = cards[0]!.querySelector('.job-card-company a');
    expect(company?.getAttribute('href')).toBe('/company/company-0');
    expect(company?.textContent).toBe('Company 0');
    expect(company?.getAttribute('aria-label')).toBe('Company 0: jobs at this company');
    expect(cards[0]!.querySelector('.job-card-location')?.textContent).toBe('Pune, India');
    expect(cards[0]!.querySelector('.job-card-verified')?.textContent).toBe(
      'Verified employer · company0.example',
    );
    expect(cards[1]!.querySelector('.job-card-verified')).toBeNull();
    // What it pays, under its place; nothing where the job does not say.
    expect(cards[0]!.querySelector('.job-card-location + .job-card-pay')?.textContent).toBe(
      '₹6–8 LPA',
    );
    expect(cards[1]!.querySelector('.job-card-pay')).toBeNull();
    // When it was posted, as a date the server and the browser agree on (posted-dates.tsx).
    const posted = cards[0]!.querySelector('.job-card-dates time');
    expect(posted?.textContent).toBe('on 20 Nov 2026');
    expect(posted?.getAttribute('datetime')).toBe(page.jobs[0]!.createdAt.toISOString());
    expect(doc.querySelector('main .status-loading')).toBeNull();
    expect(doc.querySelector('main nav[aria-label="Job list pages"]')?.textContent).toContain(
      'Page 1 of 3',
    );
  });

  it('carries the page for the app, whatever its text holds', async () => {
    const page = firstPage(1, [HOSTILE]);
    const { html, doc } = await painted('/', page);
    expect(html.match(/<script>alert/g) ?? []).toHaveLength(0);
    expect(doc.querySelector('main h2')?.textContent).toBe(HOSTILE);
    const data = doc.getElementById(BOARD_PAGE_DATA_ELEMENT_ID);
    expect(data?.getAttribute('type')).toBe('application/json');
    expect(parseBoardPageData(data?.textContent)).toEqual({ type: 'Job', page });
  });

  it("keeps a card's replacement patterns as text: `$'`, `$``, `$&` copy nothing of the page", async () => {
    const patterns = "Dup $' and $` and $& and $$";
    const page = firstPage(1, [patterns]);
    const { html, doc } = await painted('/', page);
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(doc.querySelector('main h2')?.textContent).toBe(patterns);
    expect(parseBoardPageData(doc.getElementById(BOARD_PAGE_DATA_ELEMENT_ID)?.textContent)).toEqual(
      {
        type: 'Job',
        page,
      },
    );
  });

  it('keeps every control waiting for the app: the cards’ buttons, the choices, the pager', async () => {
    const { doc } = await painted('/', firstPage(200, ['Baker']));
    const main = doc.querySelector('main')!;
    const labels = [...main.querySelectorAll('button')].map(
      (button) => button.getAttribute('aria-label') ?? button.textContent,
    );
    expect(labels).toEqual(
      expect.arrayContaining(['All Jobs', 'Saved Jobs', 'Save Baker', 'Previous', 'Next']),
    );
    for (const control of main.querySelectorAll('button, input, select')) {
      expect(control.hasAttribute('disabled')).toBe(true);
    }
    // The order, newest posted: a painted board's URL names none.
    const sort = main.querySelector<HTMLSelectElement>('select#list-sort');
    expect(main.querySelector('label[for="list-sort"]')?.textContent).toBe('Sort by');
    expect(sort?.value).toBe('posted');
    // The pay filters, as the live board lays them out.
    expect(main.querySelector('form[aria-label="Pay"] input[type="checkbox"]')).not.toBeNull();
    expect(main.querySelector('#min-pay-amount')?.getAttribute('aria-describedby')).toBe(
      'min-pay-note',
    );
  });

  it('says an empty board is empty, with no pager', async () => {
    const { doc } = await painted('/internships', { ...firstPage(0, []), jobs: [] });
    expect(doc.querySelector('main [role="status"]')?.textContent).toBe('No jobs available.');
    expect(doc.querySelector('main nav')).toBeNull();
  });

  it('paints nothing of one request into the next', async () => {
    await painted('/', firstPage(1, ['Baker']));
    const { doc } = await painted('/');
    expect(doc.querySelector('main article')).toBeNull();
    expect(doc.getElementById(BOARD_PAGE_DATA_ELEMENT_ID)).toBeNull();
  });
});

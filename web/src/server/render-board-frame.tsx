// The HTML of `/` and `/internships` as the build writes it (web/build/paint-boards.ts): the
// app's own index.html with the layout and the board's loading frame painted in its root, as
// the app's first render shows them before Firebase has loaded. A phone then paints the page
// from the HTML and the stylesheet alone, without waiting for the app's script; the app's first
// render replaces it with the same page. It never runs in the browser.
import type { JobType } from '@portal/domain/job';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from '../app/router';
import { BOARD_HEADINGS } from '../features/jobs/board-shell';
import { appConfig } from '../lib/browser/app-config-instance';
import { boardFeedLink } from '../lib/browser/feed-link';
import { escapeHtml } from '@portal/domain/escape-html';
import { startScriptsAfterPaint } from './start-after-paint';
import { controlsWaitForTheApp } from './wait-for-the-app';

/** The boards the build paints, and the file each is written to. */
export const PAINTED_BOARDS: readonly { path: string; file: string; type: JobType }[] = [
  { path: '/', file: 'index.html', type: 'Job' },
  { path: '/internships', file: 'internships.html', type: 'Internship' },
];

/** The tab title the board's page sets (useDocumentTitle), there from the start. */
function boardTitle(type: JobType): string {
  const page = BOARD_HEADINGS[type].title;
  return page ? `${page} | ${appConfig.productName}` : appConfig.productName;
}

/** The board's feed, unsearched: a painted page is the same whatever the query string. */
function feedLinkTag(type: JobType): string {
  const link = boardFeedLink(type, BOARD_HEADINGS[type].heading)!;
  return (
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(link.title)}" ` +
    `href="${escapeHtml(link.href)}">`
  );
}

export async function renderBoardFrame(
  board: (typeof PAINTED_BOARDS)[number],
  template: string,
): Promise<string> {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(new URL(board.path, 'http://build.invalid')));
  if (context instanceof Response) throw new Error(`Unexpected redirect for ${board.path}`);
  const root = controlsWaitForTheApp(
    renderToString(
      <StaticRouterProvider
        router={createStaticRouter(dataRoutes, context)}
        context={context}
        hydrate={false}
      />,
    ),
  );
  if (!template.includes('<div id="root"></div>')) {
    throw new Error('The built index.html has no empty <div id="root"></div> to paint into');
  }
  return startScriptsAfterPaint(
    template
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(boardTitle(board.type))}</title>`)
      .replace('</head>', `${feedLinkTag(board.type)}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${root}</div>`),
  );
}

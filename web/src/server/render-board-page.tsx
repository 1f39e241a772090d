// The HTML of `/` and `/internships`: the app's own index.html with the layout and the board
// painted in its root, as the app's first render shows them before Firebase has loaded. With a
// first page of cards (the boardPage function, functions/src/board-page), the board's controls
// and those cards, and the page as data for the app's first render (server-rendered-board.tsx);
// without one (the build, web/build/render-board-frames.ts, for the service worker to keep), the
// board's frame with its loading message. A phone paints the page from the HTML and the
// stylesheet alone, without waiting for the app's script. It never runs in the browser.
import { BOARD_PAGE_DATA_ELEMENT_ID } from '@portal/domain/constants';
import { escapeHtml } from '@portal/domain/escape-html';
import type { JobType } from '@portal/domain/jobs/job';
import { boardPageDataText, type BoardPageData } from '@portal/domain/pages/board-page-data';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Layout } from '@/app/layout';
import { BOARD_HEADINGS } from '@/features/jobs/board/board-shell';
import {
  BoardRouteLoading,
  ServerRenderedBoardContext,
} from '@/features/jobs/board/board-route-loading';
import {
  serverRenderedBoard,
  ServerRenderedBoardView,
} from '@/features/jobs/board/server-rendered-board';
import { appConfig } from '@/lib/config/app-config-instance';
import { boardFeedLink } from '@/lib/urls/feed-link';
import { BOARD_FRAMES } from './board-frames';
import { startScriptsAfterPaint } from './start-after-paint';
import { controlsWaitForTheApp } from './wait-for-the-app';

export interface BoardPageRequest {
  /** The app's built index.html, with nothing painted in it. */
  template: string;
  type: JobType;
  /** The first page of cards, or null for the board's loading frame. */
  page: BoardPageData['page'] | null;
}

/** The tab title the board's page sets (useDocumentTitle), there from the start. */
function boardTitle(type: JobType): string {
  const page = BOARD_HEADINGS[type].title;
  return page ? `${page} | ${appConfig.productName}` : appConfig.productName;
}

/** The board's feed, unsearched: a painted page is the unsearched board. */
function feedLinkTag(type: JobType): string {
  const link = boardFeedLink(type, BOARD_HEADINGS[type].heading)!;
  return (
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(link.title)}" ` +
    `href="${escapeHtml(link.href)}">`
  );
}

function pathOf(type: JobType): string {
  return BOARD_FRAMES.find((board) => board.type === type)!.path;
}

/** The layout with the board's route, as the app renders it before Firebase loads. */
async function renderRoot(type: JobType, page: BoardPageData['page'] | null): Promise<string> {
  const loading = <BoardRouteLoading type={type} />;
  const { query, dataRoutes } = createStaticHandler([
    {
      element: <Layout />,
      children: [
        { index: true, handle: { loading }, element: loading },
        { path: 'internships', handle: { loading }, element: loading },
      ],
    },
  ]);
  const context = await query(new Request(new URL(pathOf(type), 'http://server.invalid')));
  if (context instanceof Response) throw new Error(`Unexpected redirect for ${pathOf(type)}`);
  const router = createStaticRouter(dataRoutes, context);
  const board = page
    ? serverRenderedBoard(type, page, <ServerRenderedBoardView type={type} page={page} />)
    : null;
  return renderToString(
    <ServerRenderedBoardContext.Provider value={board}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </ServerRenderedBoardContext.Provider>,
  );
}

export { BOARD_FRAMES };

export async function renderBoardPage({ template, type, page }: BoardPageRequest): Promise<string> {
  const root = controlsWaitForTheApp(await renderRoot(type, page));
  if (!template.includes('<div id="root"></div>')) {
    throw new Error('The built index.html has no empty <div id="root"></div> to paint into');
  }
  // The app's first render shows the cards that were painted.
  const data = page
    ? `<script type="application/json" id="${BOARD_PAGE_DATA_ELEMENT_ID}">${boardPageDataText({
        type,
        page,
      })}</script>`
    : '';
  // Replacer functions, not strings: in a replacement string, `$'`, `$\`` and `$&` in a job's
  // text would be read as patterns and copy parts of the page into it.
  return startScriptsAfterPaint(
    template
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(boardTitle(type))}</title>`)
      .replace('</head>', () => `${feedLinkTag(type)}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${root}</div>${data}`),
  );
}

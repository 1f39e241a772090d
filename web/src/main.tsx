// Entry point.
// First of all: Zod's settings must be in place before Zod loads (zod-jitless.ts).
import './lib/browser/zod-jitless';
import {
  BOARD_PAGE_DATA_ELEMENT_ID,
  COMPANY_PAGE_DATA_ELEMENT_ID,
  PRERENDERED_JOB_ELEMENT_ID,
} from '@portal/domain/constants';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ServerRenderedBoard } from './features/jobs/board/board-route-loading';
// Listens for the browser's install offer from the start; the menu shows it later.
import './lib/browser/install-prompt';
import { afterFirstPaint } from './lib/browser/after-first-paint';
import { nextTask } from './lib/browser/next-task';
import { prefetchFirstPage } from './lib/job-list/prefetch-first-page';
import './styles.css';

const serverRenderedBoard = document.getElementById(BOARD_PAGE_DATA_ELEMENT_ID);
// Offline mode has no search index to ask; a server-rendered board carries its first page.
if (import.meta.env.VITE_FIRESTORE_MODE !== 'offline' && !serverRenderedBoard) {
  prefetchFirstPage(window.location);
}

// The app (its router, layout and pages) is a chunk of its own, asked for at once: the browser
// runs React's code and the app's in two tasks instead of one. On a phone that one task was the
// longest of a painted board's first seconds (about 160 ms at Lighthouse's 4x slowdown).
const app = import('./app/app');

interface FirstRender {
  /**
   * The page holds what the server rendered of the app's first render, which the app hydrates as
   * it is instead of building it again.
   */
  hydrate: boolean;
  /** The board the server rendered into the page, if it did. */
  board?: ServerRenderedBoard | null;
}

/** Renders the app into the page. */
function render({ hydrate, board = null }: FirstRender = { hydrate: false }) {
  app
    .then(({ App, preloadPageAt }) => {
      // The page's own code, beside Firebase's: when Firebase is ready the page hydrates in one
      // commit, instead of showing what the server rendered once more while its code loads.
      if (hydrate) preloadPageAt(window.location.pathname);
      const container = document.getElementById('root')!;
      const tree = (
        <StrictMode>
          <App serverRenderedBoard={board} />
        </StrictMode>
      );
      // As a transition, the first render yields to the browser every few milliseconds instead
      // of holding a phone's main thread for a quarter of a second in one task.
      startTransition(() => {
        if (hydrate) hydrateRoot(container, tree);
        else createRoot(container).render(tree);
      });
    })
    // A server-rendered page stays readable, its links plain links, if the app cannot load.
    .catch((error: unknown) => console.error('The app could not load', error));
}

/**
 * Renders the app once the page's server-rendered view has been read: hydrating the page as it
 * is when it holds that view as the app's first render shows it, building it anew otherwise.
 */
function renderOver(rendered: Promise<FirstRender>, what: string) {
  rendered.then(render, (error: unknown) => {
    console.error(`The server-rendered ${what} could not be read`, error);
    render();
  });
}

// A page the server rendered, a board (`/` or `/internships`), a company (`/company/{slug}`) or a
// job (`/job/{id}`), or their not-found pages, on a first visit, is the app's own first render:
// the view's code and the page's data are read first, so the app hydrates the page without
// changing a node. The browser paints the server's HTML before any of that runs.
if (serverRenderedBoard) {
  // No wait for the first paint: the page starts this script only once it has painted.
  renderOver(
    import('./features/jobs/board/server-rendered-board').then(async (module) => {
      // Evaluating the view's chunk builds its schemas (zod), a task long enough on a phone
      // already; the page's board is read with them in a task of its own.
      await nextTask();
      const { asRendered, board } = module.hydrateServerRenderedBoard();
      return { hydrate: asRendered, board };
    }),
    'board',
  );
} else if (document.getElementById(COMPANY_PAGE_DATA_ELEMENT_ID)) {
  renderOver(
    afterFirstPaint()
      .then(() => import('./features/company/server-rendered-company'))
      .then(({ hydrateServerRenderedCompany }) => ({ hydrate: hydrateServerRenderedCompany() })),
    'company',
  );
} else if (document.getElementById(PRERENDERED_JOB_ELEMENT_ID)) {
  renderOver(
    afterFirstPaint()
      .then(() => import('./features/jobs/job-page/prerendered-job-view'))
      .then(({ loadPrerenderedJob }) => ({ hydrate: loadPrerenderedJob() })),
    'job',
  );
} else {
  render();
}

// Entry point.
// First of all: Zod's settings must be in place before Zod loads (zod-jitless.ts).
import './lib/browser/zod-jitless';
import {
  PAINTED_BOARD_ELEMENT_ID,
  PAINTED_COMPANY_ELEMENT_ID,
  PRERENDERED_JOB_ELEMENT_ID,
} from '@portal/domain/constants';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Listens for the browser's install offer from the start; the menu shows it later.
import './lib/browser/install-prompt';
import { afterFirstPaint } from './lib/browser/after-first-paint';
import { nextTask } from './lib/browser/next-task';
import { prefetchFirstPage } from './lib/board/board-prefetch';
import './styles.css';

const paintedBoard = document.getElementById(PAINTED_BOARD_ELEMENT_ID);
// Offline mode has no search index to ask; a painted board carries its first page.
if (import.meta.env.VITE_FIRESTORE_MODE !== 'offline' && !paintedBoard) {
  prefetchFirstPage(window.location);
}

// The app (its router, layout and pages) is a chunk of its own, asked for at once: the browser
// runs React's code and the app's in two tasks instead of one. On a phone that one task was the
// longest of a painted board's first seconds (about 160 ms at Lighthouse's 4x slowdown).
const app = import('./app/app');

/**
 * Renders the app into the page. `hydrate`: the page holds what the server painted of the app's
 * first render, which the app takes over as it is instead of building it again.
 */
function render(hydrate = false) {
  app
    .then(({ App }) => {
      const container = document.getElementById('root')!;
      const tree = (
        <StrictMode>
          <App />
        </StrictMode>
      );
      // As a transition, the first render yields to the browser every few milliseconds instead
      // of holding a phone's main thread for a quarter of a second in one task.
      startTransition(() => {
        if (hydrate) hydrateRoot(container, tree);
        else createRoot(container).render(tree);
      });
    })
    // A painted page stays readable, its links plain links, if the app cannot load.
    .catch((error: unknown) => console.error('The app could not load', error));
}

/**
 * Renders the app once the page's painted view has been read: taking the page over as it is
 * when it holds that view as the app's first render shows it, building it anew otherwise.
 */
function renderOver(painted: Promise<boolean>, what: string) {
  painted.then(
    (asPainted) => render(asPainted),
    (error: unknown) => {
      console.error(`The painted ${what} could not be read`, error);
      render();
    },
  );
}

// A page the server painted, a board (`/` or `/internships`), a company (`/company/{slug}`) or a
// job (`/job/{id}`), or their not-found pages, on a first visit, is the app's own first render:
// the view's code and the page's data are read first, so the app takes the page over without
// changing a node. The browser paints the server's HTML before any of that runs.
if (paintedBoard) {
  // No wait for the first paint: the painted page starts this script only once it has painted.
  renderOver(
    import('./features/jobs/board/painted-board-view').then(async ({ loadPaintedBoard }) => {
      // Evaluating the view's chunk builds its schemas (zod), a task long enough on a phone
      // already; the page's board is read with them in a task of its own.
      await nextTask();
      const painted = loadPaintedBoard();
      // The board's own code, beside Firebase's: when Firebase is ready the board takes over at
      // once, instead of showing the painted cards once more while its code loads.
      (window.location.pathname === '/internships'
        ? import('./features/jobs/board/internships-page')
        : import('./features/jobs/board/jobs-page')
      ).catch(() => {});
      return painted;
    }),
    'board',
  );
} else if (document.getElementById(PAINTED_COMPANY_ELEMENT_ID)) {
  renderOver(
    afterFirstPaint()
      .then(() => import('./features/company/painted-company-view'))
      .then(({ loadPaintedCompany }) => loadPaintedCompany()),
    'company',
  );
} else if (document.getElementById(PRERENDERED_JOB_ELEMENT_ID)) {
  renderOver(
    afterFirstPaint()
      .then(() => import('./features/jobs/job-page/prerendered-job-view'))
      .then(({ loadPrerenderedJob }) => loadPrerenderedJob()),
    'job',
  );
} else {
  render();
}

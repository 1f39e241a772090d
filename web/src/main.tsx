// Entry point.
// First of all: Zod's settings must be in place before Zod loads (zod-jitless.ts).
import './lib/browser/zod-jitless';
import { PAINTED_BOARD_ELEMENT_ID, PRERENDERED_JOB_ELEMENT_ID } from '@portal/domain/constants';
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

// A job page the server painted (`/job/{id}` on a first visit) stays as painted until the app
// can render the same job, or the same not-found box: the view's code loads first, so the first
// render changes nothing.
// The browser paints the server's HTML before any of that runs.
// A board the server painted (`/` or `/internships` on a first visit) likewise: its cards stay
// until the app renders the same cards.
if (paintedBoard) {
  // No wait for the first paint: the painted page starts this script only once it has painted.
  import('./features/jobs/board/painted-board-view')
    .then(async ({ loadPaintedBoard }) => {
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
    })
    .then(
      (painted) => render(painted),
      (error: unknown) => {
        console.error('The painted board could not be read', error);
        render();
      },
    );
} else if (document.getElementById(PRERENDERED_JOB_ELEMENT_ID)) {
  afterFirstPaint()
    .then(() => import('./features/jobs/job-page/prerendered-job-view'))
    .then(({ loadPrerenderedJob }) => loadPrerenderedJob())
    .catch((error: unknown) => console.error('The painted job could not be read', error))
    .finally(() => render());
} else {
  render();
}

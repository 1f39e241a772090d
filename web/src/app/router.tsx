// Every route; pages load lazily so the first load carries only the shell.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { StatusMessage } from '@/components/feedback/status-message';
import { CompanyRouteLoading } from '@/features/company/company-route-loading';
import { BoardRouteLoading } from '@/features/jobs/board/board-route-loading';
import { JobRouteLoading } from '@/features/jobs/job-page/job-route-loading';
import {
  SubscribeServiceContext,
  type SubscribeService,
} from '@/features/alerts/api/subscribe-service';
import { BoardSlotsContext, type BoardSlots } from '@/lib/job-list/board-slots';
import { preloadableLazy, type PreloadableLazy } from '@/lib/browser/loaded-part';
import { BROWSER_PARTS } from './browser-parts';
import { Layout, type RouteHandle } from './layout';
import { MicrophoneDocument } from './microphone-document';
import { RequireSession } from './require-session';
import { RouteError } from './route-error';

const LOADING = <StatusMessage kind="loading">Loading...</StatusMessage>;

function page(
  load: (() => Promise<{ default: ComponentType }>) | PreloadableLazy<ComponentType>,
  fallback: ReactNode = LOADING,
): RouteObject['element'] {
  const Page = 'preload' in load ? load : lazy(load);
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}

/**
 * The footer's Subscribe. Given from here, not imported by the footer, so the job pages' server
 * bundle (which has the layout but not these routes) never takes in Firebase.
 */
const subscribeToEveryNewJob: SubscribeService = async (email) => {
  const [{ functions }, alerts] = await Promise.all([
    import('@/lib/firebase/firebase'),
    import('@/features/alerts/api/every-new-job'),
  ]);
  return alerts.subscribeToEveryNewJob(functions, email);
};

/**
 * What the boards show of other features: the alert button, in a chunk of its own that loads
 * only when a list is searched or filtered (the only lists it shows on), so a first visit to a
 * plain board asks for nothing more than it did when the board carried the button itself.
 */
const BOARD_SLOTS: BoardSlots = {
  AlertButton: lazy(() =>
    import('@/features/alerts/job-alert-button').then(({ JobAlertButton }) => ({
      default: JobAlertButton,
    })),
  ),
};

/**
 * The route of a page a server renders (a board, a job, a company): what the server rendered
 * stays on screen while its code loads, and a first visit asks for that code ahead
 * (preloadPageAt), so the page is there in the render that hydrates it.
 */
function serverRenderedPage(
  load: () => Promise<{ default: ComponentType }>,
  loading: ReactNode,
): Pick<RouteObject, 'handle' | 'element'> {
  const Page = preloadableLazy(load);
  return {
    handle: { loading, preload: Page.preload } satisfies RouteHandle,
    element: page(Page, loading),
  };
}

/** Starts loading the code of the page at `pathname`, if its route says how (its handle). */
export function preloadPageAt(pathname: string): void {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
  handle?.preload?.().catch(() => {});
}

/** A board's frame and heading, with its painted cards or the loading message. */
function boardLoading(type: 'Job' | 'Internship'): ReactNode {
  return <BoardRouteLoading type={type} />;
}

export const routes: RouteObject[] = [
  {
    element: (
      <SubscribeServiceContext.Provider value={subscribeToEveryNewJob}>
        <BoardSlotsContext.Provider value={BOARD_SLOTS}>
          <Layout browser={BROWSER_PARTS} />
        </BoardSlotsContext.Provider>
      </SubscribeServiceContext.Provider>
    ),
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            ...serverRenderedPage(
              () => import('@/features/jobs/board/jobs-page'),
              boardLoading('Job'),
            ),
          },
          {
            path: 'internships',
            ...serverRenderedPage(
              () => import('@/features/jobs/board/internships-page'),
              boardLoading('Internship'),
            ),
          },
          {
            path: 'job/:id',
            ...serverRenderedPage(
              () => import('@/features/jobs/job-page/job-page'),
              <JobRouteLoading />,
            ),
          },
          {
            path: 'company/:slug',
            ...serverRenderedPage(
              () => import('@/features/company/company-page'),
              <CompanyRouteLoading />,
            ),
          },
          { path: 'about', element: page(() => import('@/features/pages/about-page')) },
          { path: 'safety', element: page(() => import('@/features/pages/safety-page')) },
          {
            path: 'privacy-policy',
            element: page(() => import('@/features/pages/privacy-policy-page')),
          },
          {
            path: 'terms-of-service',
            element: page(() => import('@/features/pages/terms-of-service-page')),
          },
          {
            path: 'hackathons',
            element: (
              <RequireSession page="Hackathon">
                {page(() => import('@/features/hackathons/hackathons-page'))}
              </RequireSession>
            ),
          },
          {
            path: 'assessments',
            element: (
              <RequireSession page="Assessment">
                {/* The one page that may use the microphone, in a document of its own. */}
                <MicrophoneDocument path="/assessments">
                  {page(() => import('@/features/assessment/assessment-page'))}
                </MicrophoneDocument>
              </RequireSession>
            ),
          },
          {
            path: 'my-jobs',
            element: (
              <RequireSession page="My Jobs">
                {page(() => import('@/features/my-jobs/my-jobs-page'))}
              </RequireSession>
            ),
          },
          {
            // The console checks the moderator claim itself: a member sees whom it is for.
            path: 'moderation',
            element: (
              <RequireSession page="Moderation">
                {page(() => import('@/features/moderation/moderation-page'))}
              </RequireSession>
            ),
          },
          {
            path: 'alerts',
            element: (
              <RequireSession page="Job alerts">
                {page(() => import('@/features/alerts/alerts-page'))}
              </RequireSession>
            ),
          },
          { path: 'login', element: page(() => import('@/features/auth/login-page')) },
          { path: 'signup', element: page(() => import('@/features/auth/signup-page')) },
          // Anyone may post a job: no login check (spec §1).
          { path: 'postjob', element: page(() => import('@/features/post-job/post-job-page')) },
          {
            path: 'auth/callback',
            element: page(() => import('@/features/auth/auth-callback-page')),
          },
          { path: '*', element: page(() => import('@/features/pages/not-found-page')) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

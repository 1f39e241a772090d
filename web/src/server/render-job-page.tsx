// The HTML of `/job/{id}` as the server sends it: the app's own index.html with the page's
// tags in its head (title, description, canonical, Open Graph, Twitter, robots, JSON-LD) and the
// page painted in its root by the app's own components (the job, or the not-found box), as the
// app's first render will show it, plus the job, or word that there is none, as data for that
// render. Used by the jobPage function (functions/src/job-page),
// which bundles this file; it never runs in the browser. Values reach the HTML only through
// React (escaped) or through `escapeHtml` and the script-safe JSON writers (page-head.ts).
import { PRERENDERED_JOB_ELEMENT_ID } from '@portal/domain/constants';
import type { Job } from '@portal/domain/jobs/job';
import { missingJobText, prerenderedJobText } from '@portal/domain/pages/prerendered-job';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Layout } from '@/app/layout';
import { jobPageMeta, jobPageTitle } from '@/features/jobs/job-page/job-page-meta';
import { JobNotFound } from '@/features/jobs/job-page/job-not-found';
import {
  JobRouteLoading,
  registerPrerenderedJob,
} from '@/features/jobs/job-page/job-route-loading';
import { PrerenderedJobView } from '@/features/jobs/job-page/prerendered-job-view';
import { appConfig } from '@/lib/config/app-config-instance';
import { jobPath } from '@/lib/urls/site-url';
import { escapeHtml } from '@portal/domain/escape-html';
import { metaTags, serverTag, SITE_DESCRIPTION, siteDescriptionOf } from './page-head';
import { startScriptsAfterPaint } from './start-after-paint';
import { controlsWaitForTheApp } from './wait-for-the-app';

export type JobPageState =
  { kind: 'open'; job: Job } | { kind: 'closed'; job: Job } | { kind: 'missing'; id: string };

export interface JobPageRequest {
  /** The app's built index.html. */
  template: string;
  state: JobPageState;
  /** The site's configured public origin (functions/src/platform/site.ts), never a request's. */
  origin: string;
}

/** The layout with the job route, at this path, as the app renders it before Firebase loads. */
async function renderRoot(path: string, origin: string, state: JobPageState): Promise<string> {
  const { query, dataRoutes } = createStaticHandler([
    {
      element: <Layout />,
      children: [
        { path: 'job/:id', handle: { loading: <JobRouteLoading /> }, element: <JobRouteLoading /> },
      ],
    },
  ]);
  const context = await query(new Request(new URL(path, origin)));
  if (context instanceof Response) throw new Error(`Unexpected redirect for ${path}`);
  const router = createStaticRouter(dataRoutes, context);
  // Registering and rendering happen in one synchronous stretch, so one request's job can
  // never show in another's page.
  registerPrerenderedJob(
    state.kind === 'missing'
      ? { kind: 'missing', id: state.id, View: JobNotFound }
      : { kind: 'job', job: state.job, open: state.kind === 'open', View: PrerenderedJobView },
  );
  try {
    return renderToString(
      <StaticRouterProvider router={router} context={context} hydrate={false} />,
    );
  } finally {
    registerPrerenderedJob(null);
  }
}

export async function renderJobPage({ template, state, origin }: JobPageRequest): Promise<string> {
  const id = state.kind === 'missing' ? state.id : state.job.id;
  const path = jobPath(id);
  const url = `${origin}${path}`;
  const job = state.kind === 'missing' ? null : state.job;
  const root = controlsWaitForTheApp(await renderRoot(path, origin, state));

  const pageTitle = job ? jobPageTitle(job, state.kind === 'open') : 'Page Not Found';
  const head = [
    `<title>${escapeHtml(`${pageTitle} | ${appConfig.productName}`)}</title>`,
    job
      ? metaTags(jobPageMeta(job, state.kind === 'open', url), siteDescriptionOf(template))
      : serverTag('meta', { name: 'robots', content: 'noindex' }),
  ].join('\n    ');
  // The app's first render shows what was painted: the job, or that there is none.
  const data = `<script type="application/json" id="${PRERENDERED_JOB_ELEMENT_ID}">${
    job ? prerenderedJobText(job, state.kind === 'open') : missingJobText(id)
  }</script>`;

  // Replacer functions, not strings: in a replacement string, `$'`, `$\`` and `$&` in a job's
  // text would be read as patterns and copy parts of the page into it.
  return startScriptsAfterPaint(
    template
      // The build's own title and description give way to the page's.
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(SITE_DESCRIPTION, '')
      .replace('</head>', () => `  ${head}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${root}</div>${data}`),
  );
}

// The HTML of `/company/<slug>` as the server sends it: the app's own index.html with the page's
// tags in its head (title, description, canonical, Open Graph, the company's feed, its
// Organization JSON-LD) and the page painted in its root by the app's own components (the
// company with its first page of cards, or the not-found page), as the app's first render will
// show it, plus the same as data for that render (server-rendered-company.tsx). Used by the
// companyPage function (functions/src/company-page), which bundles this file; it never runs in
// the browser. Values reach the HTML only through React (escaped) or through `escapeHtml` and the
// script-safe JSON writers.
import { COMPANY_PAGE_DATA_ELEMENT_ID } from '@portal/domain/constants';
import { escapeHtml } from '@portal/domain/escape-html';
import { companyPath } from '@portal/domain/jobs/company';
import type { CompanyProfile } from '@portal/domain/pages/organization';
import type { BoardPageData } from '@portal/domain/pages/board-page-data';
import { companyPageDataText } from '@portal/domain/pages/company-page-data';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Layout } from '@/app/layout';
import { PageNotFound } from '@/components/feedback/page-not-found';
import {
  companyFeedLink,
  companyPageMeta,
  companyPageTitle,
} from '@/features/company/company-page-meta';
import {
  CompanyRouteLoading,
  registerServerRenderedCompany,
} from '@/features/company/company-route-loading';
import { ServerRenderedCompanyView } from '@/features/company/server-rendered-company';
import { appConfig } from '@/lib/config/app-config-instance';
import { metaTags, serverTag, SITE_DESCRIPTION, siteDescriptionOf } from './page-head';
import { startScriptsAfterPaint } from './start-after-paint';
import { controlsWaitForTheApp } from './wait-for-the-app';

export type CompanyPageState =
  | {
      kind: 'company';
      slug: string;
      profile: CompanyProfile;
      /** The list's first page; null when the URL asked for a search or a later page. */
      page: BoardPageData['page'] | null;
    }
  /** No company with open jobs at this path (or no company's page at all). */
  | { kind: 'missing' };

export interface CompanyPageRequest {
  /** The app's built index.html. */
  template: string;
  /** The path asked for (its segment as sent), which the router reads the slug from. */
  path: string;
  state: CompanyPageState;
  /** The site's configured public origin (functions/src/platform/site.ts), never a request's. */
  origin: string;
}

/**
 * The layout with the company's route, at this path, as the app renders it before Firebase; and
 * the slug its router read from the path (undefined for a path that is no company's page), which
 * the page carries for the app's router to find it by.
 */
async function renderRoot(path: string, origin: string, state: CompanyPageState) {
  const loading = <CompanyRouteLoading />;
  const { query, dataRoutes } = createStaticHandler([
    {
      element: <Layout />,
      children: [
        { path: 'company/:slug', handle: { loading }, element: loading },
        // Any other path under /company: the not-found page, as the app's own route shows it.
        { path: '*', handle: { loading: <PageNotFound /> }, element: <PageNotFound /> },
      ],
    },
  ]);
  const context = await query(new Request(new URL(path, origin)));
  if (context instanceof Response) throw new Error(`Unexpected redirect for ${path}`);
  const router = createStaticRouter(dataRoutes, context);
  const slug = context.matches.at(-1)?.params['slug'];
  // Registering and rendering happen in one synchronous stretch, so one request's company can
  // never show in another's page.
  registerServerRenderedCompany(
    state.kind === 'company'
      ? { ...state, View: ServerRenderedCompanyView }
      : slug === undefined
        ? null
        : { kind: 'missing', slug, View: PageNotFound },
  );
  try {
    const html = renderToString(
      <StaticRouterProvider router={router} context={context} hydrate={false} />,
    );
    return { html, slug };
  } finally {
    registerServerRenderedCompany(null);
  }
}

function feedLinkTag(slug: string, name: string): string {
  const link = companyFeedLink(slug, name)!;
  return (
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(link.title)}" ` +
    `href="${escapeHtml(link.href)}">`
  );
}

/** The page's head: the company's tags and feed, or the not-found page's. */
function headOf(state: CompanyPageState, origin: string, template: string): string {
  if (state.kind === 'missing') {
    return [
      `<title>${escapeHtml(`Page not found | ${appConfig.productName}`)}</title>`,
      serverTag('meta', { name: 'robots', content: 'noindex' }),
    ].join('\n    ');
  }
  const { slug, profile } = state;
  const meta = companyPageMeta(profile, `${origin}${companyPath(slug)}`);
  return [
    `<title>${escapeHtml(`${companyPageTitle(profile.name)} | ${appConfig.productName}`)}</title>`,
    metaTags(meta, siteDescriptionOf(template)),
    feedLinkTag(slug, profile.name),
  ].join('\n    ');
}

export async function renderCompanyPage({
  template,
  path,
  state,
  origin,
}: CompanyPageRequest): Promise<string> {
  const { html, slug } = await renderRoot(path, origin, state);
  const root = controlsWaitForTheApp(html);
  if (!template.includes('<div id="root"></div>')) {
    throw new Error('The built index.html has no empty <div id="root"></div> to paint into');
  }
  // The app's first render shows what was painted: the company, or that there is none.
  const carried =
    state.kind === 'company'
      ? companyPageDataText({ slug: state.slug, profile: state.profile, page: state.page })
      : slug === undefined
        ? null
        : companyPageDataText({ missing: slug });
  const data = carried
    ? `<script type="application/json" id="${COMPANY_PAGE_DATA_ELEMENT_ID}">${carried}</script>`
    : '';
  // Replacer functions, not strings: in a replacement string, `$'`, `$\`` and `$&` in a
  // company's text would be read as patterns and copy parts of the page into it.
  return startScriptsAfterPaint(
    template
      // The build's own title and description give way to the page's.
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(SITE_DESCRIPTION, '')
      .replace('</head>', () => `  ${headOf(state, origin, template)}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${root}</div>${data}`),
  );
}

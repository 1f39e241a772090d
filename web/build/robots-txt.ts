// robots.txt, written by the build: every page may be crawled, and the sitemap (the `sitemap`
// function behind /sitemap.xml) is named, as robots.txt must name it, by its absolute URL. It is
// not a function's answer because Cloud Functions answer /robots.txt with a 404 of their own
// before any function runs; and not a file in public/ because the origin comes from the build's
// configuration.
import type { Plugin } from 'vite';

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/**
 * The origin the deployed site answers on, as far as the build knows it: VITE_SITE_URL; else a
 * real project's default Hosting domain (a custom domain needs VITE_SITE_URL); else, for the
 * demo project, which is only ever served locally, `npm run preview`'s.
 */
export function robotsOrigin({
  siteUrl,
  projectId,
  demo,
  previewOrigin,
}: {
  siteUrl: string | undefined;
  projectId: string;
  demo: boolean;
  previewOrigin: string;
}): string {
  return siteUrl ?? (demo ? previewOrigin : `https://${projectId}.web.app`);
}

/** Writes robots.txt into the build; the development server answers it for its own origin. */
export function robotsTxtPlugin(origin: string): Plugin {
  return {
    name: 'portal:robots-txt',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== '/robots.txt') return next();
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.end(robotsTxt(`http://${request.headers.host ?? 'localhost'}`));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
    },
  };
}

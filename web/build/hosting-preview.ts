// `vite preview` serving the build with the headers firebase.json gives it in production, so a
// preview caches as Firebase Hosting makes browsers cache (hashed assets for a year, the
// service worker never). Vite's preview already compresses and falls back to index.html, as
// the Hosting rewrite does.
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import picomatch from 'picomatch';
import type { Plugin } from 'vite';
import { z } from 'zod';

const HostingSchema = z.object({
  hosting: z.object({
    headers: z
      .array(
        z.object({
          source: z.string(),
          headers: z.array(z.object({ key: z.string(), value: z.string() })),
        }),
      )
      .default([]),
  }),
});

export type HeaderRules = z.infer<typeof HostingSchema>['hosting']['headers'];

export function readHeaderRules(firebaseJsonPath: string): HeaderRules {
  const parsed = HostingSchema.parse(JSON.parse(readFileSync(firebaseJsonPath, 'utf8')));
  return parsed.hosting.headers;
}

/** The headers Hosting adds to `path`: every matching rule's, later rules winning. */
export function headersFor(path: string, rules: HeaderRules): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!picomatch(rule.source, { dot: true })(path)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

/**
 * Makes `response` carry `headers` whatever the static server sets: Vite's sets its own
 * Cache-Control in writeHead, so ours are applied last, there.
 */
export function forceHeaders(response: ServerResponse, headers: Record<string, string>): void {
  const forced = Object.keys(headers).map((key) => key.toLowerCase());
  if (forced.length === 0) return;
  const writeHead = response.writeHead.bind(response) as (
    status: number,
    ...rest: unknown[]
  ) => ServerResponse;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    for (const [key, value] of Object.entries(headers)) response.setHeader(key, value);
    // Headers passed to writeHead itself beat setHeader: drop theirs for the ones we force.
    const given = rest.find(
      (arg): arg is Record<string, unknown> =>
        typeof arg === 'object' && arg !== null && !Array.isArray(arg),
    );
    if (given) {
      for (const name of Object.keys(given)) {
        if (forced.includes(name.toLowerCase())) delete given[name];
      }
    }
    return writeHead(status, ...rest);
  }) as ServerResponse['writeHead'];
}

export function hostingPreview(firebaseJsonPath: string): Plugin {
  return {
    name: 'portal:hosting-preview',
    configurePreviewServer(server) {
      const rules = readHeaderRules(firebaseJsonPath);
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://preview').pathname;
        forceHeaders(response, headersFor(path, rules));
        next();
      });
    },
  };
}

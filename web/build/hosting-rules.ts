// What firebase.json tells Hosting, read as the preview needs it: which function or file a path
// is rewritten to, the headers each path gets, which files are never deployed, and where the
// Functions emulator listens.
import { readFileSync } from 'node:fs';
import picomatch from 'picomatch';
import { z } from 'zod';

const RewriteSchema = z.object({
  source: z.string(),
  destination: z.string().optional(),
  /** A function's name, or { functionId, region } as firebase.json also allows. */
  function: z
    .union([z.string(), z.object({ functionId: z.string(), region: z.string().optional() })])
    .optional(),
});

const EmulatorsSchema = z.object({
  emulators: z.object({
    functions: z.object({ host: z.string().default('127.0.0.1'), port: z.number() }),
  }),
});

/** The Functions emulator's origin, as firebase.json names it. */
export function functionsEmulatorOrigin(firebaseJsonPath: string): string {
  const { functions } = EmulatorsSchema.parse(
    JSON.parse(readFileSync(firebaseJsonPath, 'utf8')),
  ).emulators;
  return `http://${functions.host}:${functions.port}`;
}

const HostingSchema = z.object({
  hosting: z.object({
    /** Files of the public directory that are never deployed (globs, relative to it). */
    ignore: z.array(z.string()).default([]),
    rewrites: z.array(RewriteSchema).default([]),
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
export type RewriteRules = z.infer<typeof HostingSchema>['hosting']['rewrites'];

export function readHosting(firebaseJsonPath: string) {
  return HostingSchema.parse(JSON.parse(readFileSync(firebaseJsonPath, 'utf8'))).hosting;
}

export function readHeaderRules(firebaseJsonPath: string): HeaderRules {
  return readHosting(firebaseJsonPath).headers;
}

export function readRewriteRules(firebaseJsonPath: string): RewriteRules {
  return readHosting(firebaseJsonPath).rewrites;
}

/**
 * Whether the file at `path` (the URL's, under the public directory) is one the deploy leaves
 * out, so Hosting has no such file: an ignore glob names it.
 */
export function isIgnored(path: string, ignore: readonly string[]): boolean {
  const relative = path.replace(/^\/+/, '');
  return ignore.some((glob) => picomatch(glob, { dot: true })(relative));
}

/** The rewrite Hosting applies to a path with no file: the first that matches, or none. */
function rewriteFor(path: string, rules: RewriteRules): RewriteRules[number] | undefined {
  return rules.find((candidate) => picomatch(candidate.source, { dot: true })(path));
}

/** Where Hosting sends `path`, in its emulated form: the function and its region, or null. */
export function functionFor(
  path: string,
  rules: RewriteRules,
): { name: string; region: string } | null {
  const rule = rewriteFor(path, rules);
  if (!rule?.function) return null;
  return typeof rule.function === 'string'
    ? { name: rule.function, region: 'us-central1' }
    : { name: rule.function.functionId, region: rule.function.region ?? 'us-central1' };
}

/** The file Hosting serves for `path` when no file is there: its rewrite's destination, or null. */
export function destinationFor(path: string, rules: RewriteRules): string | null {
  return rewriteFor(path, rules)?.destination ?? null;
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

// The pages' Content-Security-Policy allows inline scripts only by their hashes
// (domain/src/pages/security-headers.ts). Once the build has written its pages (the shell and
// the painted boards, render-board-frames.ts), this reads every inline script in them and fails the
// build on one the policy would refuse, naming it: a script added to index.html, or a loader
// whose text no longer matches the hash, never reaches a browser to be refused there. Scripts of
// data (JSON, JSON-LD) are not run, and need no hash.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { INLINE_SCRIPT_HASHES, scriptHash } from '../../domain/src/pages/security-headers.ts';
import type { Plugin } from 'vite';

/** Script types the browser never runs, which the policy does not govern. */
const DATA_TYPES = new Set(['application/json', 'application/ld+json']);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The value of `name` among a tag's attributes, or null. */
function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(
    attributes,
  );
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The text of every inline script in `html` the browser would run. */
export function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => attribute(attributes, 'src') === null)
    .filter(([, attributes = '']) => {
      const type = attribute(attributes, 'type')?.trim().toLowerCase();
      return !type || !DATA_TYPES.has(type);
    })
    .map(([, , text = '']) => text);
}

/** The inline scripts of `html` whose hashes are not among `allowed`, shortened for a message. */
export function refusedInlineScripts(
  html: string,
  allowed: readonly string[] = INLINE_SCRIPT_HASHES,
): string[] {
  return executableInlineScripts(html)
    .filter((text) => !allowed.includes(scriptHash(text)))
    .map((text) => `${scriptHash(text)}: ${text.trim().slice(0, 80)}`);
}

export function inlineScriptsAllowed(): Plugin {
  let outDir = '';
  return {
    name: 'portal:inline-scripts-allowed',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every page is written: the painted boards are written with the bundle.
    closeBundle() {
      const problems = readdirSync(outDir)
        .filter((file) => file.endsWith('.html'))
        .flatMap((file) =>
          refusedInlineScripts(readFileSync(join(outDir, file), 'utf8')).map(
            (script) => `${file}: ${script}`,
          ),
        );
      if (problems.length > 0) {
        throw new Error(
          'The build has inline scripts its Content-Security-Policy would refuse ' +
            '(domain/src/pages/security-headers.ts allows them by hash):\n' +
            problems.join('\n'),
        );
      }
    },
  };
}

// `node --import tsx scripts/hosting-headers.ts`: writes firebase.json's `hosting.headers` from
// their one definition (domain/src/pages/security-headers.ts), the rest of the file as it was,
// formatted as prettier formats it. Run it after changing that module or the painted pages'
// loader, whose hash the Content-Security-Policy carries: web/build/security-headers.test.ts
// fails until it is run.
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { hostingHeaders, PRODUCTION } from '../domain/src/pages/security-headers';
import { root } from './lib';

/** Where the JSON value that starts at `start` (a `[` or `{`) ends, past its closing bracket. */
function endOfValue(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') {
      // Past the string, escapes and all.
      for (index += 1; text[index] !== '"'; index += text[index] === '\\' ? 2 : 1);
    } else if (char === '[' || char === '{') {
      depth += 1;
    } else if ((char === ']' || char === '}') && --depth === 0) {
      return index + 1;
    }
  }
  throw new Error('firebase.json ends inside a value');
}

const file = `${root}firebase.json`;
const text = readFileSync(file, 'utf8');
const hosting = text.indexOf('"hosting"');
const key = text.indexOf('"headers"', hosting);
if (hosting < 0 || key < 0) throw new Error('firebase.json has no hosting.headers to replace');
const start = text.indexOf('[', key);
const end = endOfValue(text, start);
// Written on one line: prettier then breaks what does not fit, as it formats the rest.
const written = `${text.slice(0, start)}${JSON.stringify(hostingHeaders(PRODUCTION))}${text.slice(end)}`;
const formatted = await format(written, { ...(await resolveConfig(file)), filepath: file });
const check = JSON.parse(formatted) as { hosting: { headers: unknown } };
if (JSON.stringify(check.hosting.headers) !== JSON.stringify(hostingHeaders(PRODUCTION))) {
  throw new Error('The headers written are not the ones meant: firebase.json is left as it was');
}
writeFileSync(file, formatted);
console.log('firebase.json: hosting.headers written from domain/src/pages/security-headers.ts.');

// firebase.json's headers are the security-headers module's (domain/src/pages/security-headers.ts),
// and the preview gives each page what Hosting would; the build keeps its source maps to itself.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  EMULATOR_PORTS,
  hostingHeaders,
  PRODUCTION,
  securityHeaders,
  type ServedFor,
} from '../../domain/src/pages/security-headers.ts';
import { EMULATOR_PORTS as APP_EMULATOR_PORTS } from '../src/lib/firebase/firebase-config.ts';
import { headersFor, isIgnored, readHosting } from './hosting-rules';

const firebaseJsonPath = fileURLToPath(new URL('../../firebase.json', import.meta.url));
const firebaseJson = JSON.parse(readFileSync(firebaseJsonPath, 'utf8')) as {
  emulators: Record<string, { port?: number }>;
};

describe("firebase.json's hosting headers", () => {
  it('are the security-headers module’s for production', () => {
    expect(
      readHosting(firebaseJsonPath).headers,
      'firebase.json is out of date: run `node --import tsx scripts/hosting-headers.ts`',
    ).toEqual(hostingHeaders(PRODUCTION));
  });

  it("name the emulators' ports the policy of an emulator build lets the app reach", () => {
    const ports = {
      auth: firebaseJson.emulators.auth?.port,
      firestore: firebaseJson.emulators.firestore?.port,
      functions: firebaseJson.emulators.functions?.port,
    };
    expect(ports).toEqual(EMULATOR_PORTS);
    expect(APP_EMULATOR_PORTS).toEqual(EMULATOR_PORTS);
  });
});

describe('what each page gets from the hosting headers', () => {
  const builds: ServedFor[] = [PRODUCTION, { emulatorHost: '127.0.0.1', devServer: false }];

  it('is the security headers the functions send for the same path', () => {
    for (const servedFor of builds) {
      const rules = hostingHeaders(servedFor);
      for (const path of ['/', '/about', '/assessments', '/job/abc', '/no/such/page']) {
        expect(headersFor(path, rules), path).toEqual(securityHeaders(path, servedFor));
      }
    }
  });

  it('adds the caching of assets and the worker, and keeps the painted frames out of search', () => {
    const rules = hostingHeaders(PRODUCTION);
    const page = securityHeaders('/', PRODUCTION);
    expect(headersFor('/assets/index-CDB3pPfV.js', rules)).toEqual({
      ...page,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersFor('/sw.js', rules)).toEqual({ ...page, 'Cache-Control': 'no-cache' });
    expect(headersFor('/board.html', rules)).toEqual({ ...page, 'X-Robots-Tag': 'noindex' });
  });
});

describe("firebase.json's ignore", () => {
  const { ignore } = readHosting(firebaseJsonPath);

  it('keeps the source maps out of the deploy, and nothing the pages load', () => {
    expect(isIgnored('/assets/app-a1.js.map', ignore)).toBe(true);
    expect(isIgnored('/sw.js.map', ignore)).toBe(true);
    expect(isIgnored('/assets/app-a1.js', ignore)).toBe(false);
    expect(isIgnored('/shell.html', ignore)).toBe(false);
    expect(isIgnored('/icons/icon-192.png', ignore)).toBe(false);
  });
});

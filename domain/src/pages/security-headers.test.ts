import { describe, expect, it } from 'vitest';
import { PAGE_LOADER_SCRIPT } from './page-loader';
import {
  contentSecurityPolicy,
  hostingHeaders,
  INLINE_SCRIPT_HASHES,
  permissionsPolicy,
  PRODUCTION,
  scriptHash,
  securityHeaders,
  type ServedFor,
} from './security-headers';

const EMULATORS: ServedFor = { emulatorHost: '127.0.0.1', devServer: false };
const DEV_SERVER: ServedFor = { emulatorHost: '127.0.0.1', devServer: true };

/** The sources of one directive of a policy. */
function sources(policy: string, directive: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${directive} `));
  if (!found) throw new Error(`The policy has no ${directive}`);
  return found.split(' ').slice(1);
}

describe('scriptHash', () => {
  it("is the browser's: sha256 of the text's UTF-8, in base64", () => {
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(scriptHash('é')).not.toBe(scriptHash('e'));
  });

  it("allows the painted pages' loader, from its text", () => {
    expect(INLINE_SCRIPT_HASHES).toEqual([scriptHash(PAGE_LOADER_SCRIPT)]);
  });
});

describe('contentSecurityPolicy', () => {
  it('runs only scripts of the site, the loader by its hash, and the Google scripts App Check and sign-in load', () => {
    for (const servedFor of [PRODUCTION, EMULATORS]) {
      const policy = contentSecurityPolicy(servedFor);
      expect(sources(policy, 'script-src')).toEqual([
        "'self'",
        scriptHash(PAGE_LOADER_SCRIPT),
        'https://apis.google.com',
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]);
      expect(sources(policy, 'object-src')).toEqual(["'none'"]);
      expect(sources(policy, 'base-uri')).toEqual(["'none'"]);
      expect(sources(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(sources(policy, 'default-src')).toEqual(["'self'"]);
      expect(policy).not.toContain('unsafe-eval');
    }
  });

  it("lets a real project's app reach Firestore, Auth, App Check and its functions, and nothing local", () => {
    const connect = sources(contentSecurityPolicy(PRODUCTION), 'connect-src');
    expect(connect).toEqual([
      "'self'",
      'https://firestore.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://*.cloudfunctions.net',
      'https://content-firebaseappcheck.googleapis.com',
      'https://www.google.com/recaptcha/',
    ]);
    expect(contentSecurityPolicy(PRODUCTION)).not.toMatch(/http:|127\.0\.0\.1|localhost|ws:/);
  });

  it("lets an emulator build's app reach the emulators in place of Google's servers", () => {
    const policy = contentSecurityPolicy(EMULATORS);
    const connect = sources(policy, 'connect-src');
    expect(connect).toEqual(
      expect.arrayContaining([
        'http://127.0.0.1:8080',
        'http://127.0.0.1:9099',
        'http://127.0.0.1:5001',
        // App Check stays Google's, for a real project's build on the emulators.
        'https://content-firebaseappcheck.googleapis.com',
      ]),
    );
    expect(connect).not.toContain('https://firestore.googleapis.com');
    expect(sources(policy, 'frame-src')).toContain('http://127.0.0.1:9099');
    expect(contentSecurityPolicy({ emulatorHost: '10.0.0.5', devServer: false })).toContain(
      'http://10.0.0.5:8080',
    );
  });

  it("loosens only the dev server's: inline scripts (no hash, which would switch that off) and its WebSocket", () => {
    const policy = contentSecurityPolicy(DEV_SERVER);
    expect(sources(policy, 'script-src')).toContain("'unsafe-inline'");
    expect(policy).not.toContain("'sha256-");
    expect(sources(policy, 'connect-src')).toContain('ws:');
    for (const servedFor of [PRODUCTION, EMULATORS]) {
      expect(sources(contentSecurityPolicy(servedFor), 'script-src')).not.toContain(
        "'unsafe-inline'",
      );
    }
  });
});

describe('permissionsPolicy and securityHeaders', () => {
  it('lets only the assessment use the microphone, and no page the rest', () => {
    expect(permissionsPolicy(false)).toContain('microphone=()');
    expect(permissionsPolicy(true)).toContain('microphone=(self)');
    expect(permissionsPolicy(true)).toContain('camera=()');
    expect(permissionsPolicy(true)).toContain('geolocation=()');
    expect(securityHeaders('/assessments', PRODUCTION)['Permissions-Policy']).toBe(
      permissionsPolicy(true),
    );
    for (const path of ['/', '/job/abc', '/postjob', '/assessments/other']) {
      expect(securityHeaders(path, PRODUCTION)['Permissions-Policy']).toBe(
        permissionsPolicy(false),
      );
    }
  });

  it('names the rest of every page', () => {
    expect(securityHeaders('/', PRODUCTION)).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    });
  });
});

describe('hostingHeaders', () => {
  it("gives every file the security headers, the assessment's page its microphone", () => {
    const [every, assessment] = hostingHeaders(PRODUCTION);
    expect(every!.source).toBe('**');
    expect(Object.fromEntries(every!.headers.map(({ key, value }) => [key, value]))).toEqual(
      securityHeaders('/', PRODUCTION),
    );
    expect(assessment).toEqual({
      source: '/assessments',
      headers: [{ key: 'Permissions-Policy', value: permissionsPolicy(true) }],
    });
  });
});

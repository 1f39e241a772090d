// The security headers of every page the portal serves, defined once. firebase.json's
// `hosting.headers` are `hostingHeaders(PRODUCTION)` (web/build/security-headers.test.ts holds
// them equal); the functions send `securityHeaders(path, …)` with every page they write
// (functions/src/platform/html-page.ts); `npm run preview` and the dev server send what Hosting
// would for the build they serve (web/build/hosting-preview.ts). docs/security-headers.md says
// what each header allows and why.
//
// Build and server code only: it hashes with Node's crypto, and no browser module imports it.
import { createHash } from 'node:crypto';
import { PAGE_LOADER_SCRIPT } from './page-loader.ts';

/** The emulators' ports, as firebase.json's `emulators` (a test holds them equal). */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, functions: 5001 } as const;

/** What the pages are served for: the policy allows what that app talks to, and no more. */
export interface ServedFor {
  /**
   * The host of the local emulators the app's Firestore, Auth and functions are on (an emulator
   * build), or null for Google's servers (a real project's build).
   */
  emulatorHost: string | null;
  /**
   * Vite's dev server (`npm start`): its hot-reload preamble is an inline script that changes
   * with the plugin's version, and its client talks over a WebSocket, so inline scripts are
   * allowed there (without a hash: a hash would switch 'unsafe-inline' off). Never a build's.
   */
  devServer: boolean;
}

/** Firebase Hosting in production: firebase.json's headers. */
export const PRODUCTION: ServedFor = { emulatorHost: null, devServer: false };

/** The paths whose page may use the microphone: the spoken-English assessment. */
export const MICROPHONE_PATHS = ['/assessments'] as const;

/** A CSP source for an inline script with this text: 'sha256-…' of its UTF-8 bytes. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Every executable inline script a page may carry: the painted pages' loader, and no other. */
export const INLINE_SCRIPT_HASHES: readonly string[] = [scriptHash(PAGE_LOADER_SCRIPT)];

/** Google's servers behind the app's Firebase parts, in a real project's build. */
const FIREBASE_APIS = [
  // Firestore: its WebChannel (long polling and fetch).
  'https://firestore.googleapis.com',
  // Auth: accounts, sign-in, and the ID tokens' refresh.
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  // The callable functions, at https://<region>-<project>.cloudfunctions.net; the project is the
  // deploy's, not this file's.
  'https://*.cloudfunctions.net',
];

/** App Check trades a reCAPTCHA Enterprise token (or a debug token) for its own here. */
const APP_CHECK = ['https://content-firebaseappcheck.googleapis.com'];

/** reCAPTCHA Enterprise, App Check's provider: its script, its frames, and what it asks. */
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
};

/**
 * Signing in with Google (a redirect): Auth loads Google's iframe helper (gapi) and keeps a
 * hidden frame of the project's auth domain, <project>.firebaseapp.com or the site itself.
 */
const GOOGLE_SIGN_IN = {
  script: ['https://apis.google.com'],
  frame: ['https://*.firebaseapp.com'],
};

/**
 * When its connection drops, Firestore's WebChannel loads this image to tell a dead network from
 * a dead server; refused, it would guess.
 */
const FIRESTORE_PING = 'https://www.google.com/images/cleardot.gif';

/** The policy's directives, in the order they are written. */
function directives({ emulatorHost, devServer }: ServedFor): [string, string[]][] {
  const emulator = (port: number) => `http://${emulatorHost}:${port}`;
  const apis =
    emulatorHost === null
      ? FIREBASE_APIS
      : [EMULATOR_PORTS.firestore, EMULATOR_PORTS.auth, EMULATOR_PORTS.functions].map(emulator);
  // The Auth emulator's own frame stands in for the auth domain's.
  const authFrames = emulatorHost === null ? [] : [emulator(EMULATOR_PORTS.auth)];
  return [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...(devServer ? ["'unsafe-inline'"] : INLINE_SCRIPT_HASHES),
        ...GOOGLE_SIGN_IN.script,
        ...RECAPTCHA.script,
      ],
    ],
    // Inline styles: the painted pages' style attributes (React's `style`), the alert links'
    // pages, and the editor's and reCAPTCHA's own style elements. A smaller risk than scripts:
    // no text reaches the page unescaped, and a style cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', FIRESTORE_PING]],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      [
        "'self'",
        ...apis,
        ...APP_CHECK,
        ...RECAPTCHA.connect,
        // Vite's hot reload.
        ...(devServer ? ['ws:'] : []),
      ],
    ],
    ['frame-src', ["'self'", ...GOOGLE_SIGN_IN.frame, ...authFrames, ...RECAPTCHA.frame]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/** The Content-Security-Policy of the app's pages. */
export function contentSecurityPolicy(servedFor: ServedFor): string {
  return directives(servedFor)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The Content-Security-Policy of the pages the links in alert mail open (functions/src/alerts):
 * plain HTML with its own style element, a form that posts back, and no script at all.
 */
export const LINK_PAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Powerful features no page of the portal uses. */
const UNUSED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'midi',
  'payment',
  'serial',
  'usb',
];

/** The Permissions-Policy of a page: the microphone for the assessment, nothing else for any. */
export function permissionsPolicy(microphone: boolean): string {
  return [...UNUSED_FEATURES, 'microphone']
    .sort()
    .map((feature) => `${feature}=${feature === 'microphone' && microphone ? '(self)' : '()'}`)
    .join(', ');
}

/** Whether the page at `path` may use the microphone. */
export function usesMicrophone(path: string): boolean {
  return (MICROPHONE_PATHS as readonly string[]).includes(path);
}

/** The security headers of the page at `path` (a path the app or a function serves). */
export function securityHeaders(path: string, servedFor: ServedFor): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(servedFor),
    'Permissions-Policy': permissionsPolicy(usesMicrophone(path)),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    // frame-ancestors' word for browsers too old to read it.
    'X-Frame-Options': 'DENY',
  };
}

/** A rule of firebase.json's `hosting.headers`. */
export interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const asList = (headers: Record<string, string>) =>
  Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * firebase.json's `hosting.headers` for pages served for `servedFor`: every matching rule
 * applies, a later rule's header replacing an earlier one's, as Hosting applies them. Hosting adds
 * them to the files it serves; the functions send their pages' own (securityHeaders).
 */
export function hostingHeaders(servedFor: ServedFor): HostingHeaderRule[] {
  return [
    // Every file: the app's pages, the painted frames, the shell, and what they load.
    { source: '**', headers: asList(securityHeaders('/', servedFor)) },
    ...MICROPHONE_PATHS.map((source) => ({
      source,
      headers: asList({ 'Permissions-Policy': permissionsPolicy(true) }),
    })),
    { source: '/sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    {
      source: '/@(board|internships).html',
      headers: [{ key: 'X-Robots-Tag', value: 'noindex' }],
    },
    {
      source: '/assets/**',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    },
  ];
}

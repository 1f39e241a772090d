// Looking behind the app, at what the emulators hold, and calling its functions as a browser
// would. 'Bearer owner' is the emulators' admin credential: it bypasses the security rules, as
// the Admin SDK would.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MIN_FILL_MS } from '../../domain/src/posting/post-job';
import { formTicketKey, issueFormTicket } from '../../functions/src/posting/form-ticket';
import { DEVELOPMENT_SALT } from '../../functions/src/security/caller-salt';
import { expect, type Page } from '@playwright/test';
import { authEmulator } from '@portal/testing/auth-emulator';
import { callCallable, type CallOutcome } from '@portal/testing/callables';
import { firestoreEmulator } from '@portal/testing/firestore-emulator';

const PROJECT = 'demo-portal';
const AUTH = 'http://127.0.0.1:9099';
const OWNER = { Authorization: 'Bearer owner' };
const auth = authEmulator('127.0.0.1:9099', PROJECT);
const firestore = firestoreEmulator('127.0.0.1:8080', PROJECT);
/** The search index's sync loop (scripts/search-sync.ts, PORTS.searchSync). */
const SEARCH_SYNC = 'http://127.0.0.1:5436';

/**
 * Brings the search index level with Firestore now, for jobs a spec wrote straight into the
 * emulator (the functions index what they write themselves): resolves once they are searchable.
 */
export async function reconcileSearchIndex(): Promise<void> {
  const response = await fetch(`${SEARCH_SYNC}/reconcile`, { method: 'POST' });
  if (!response.ok)
    throw new Error(`Reconciling the search index failed: ${await response.text()}`);
}

/** The uid the Auth emulator gave the account with this e-mail. */
export const uidOf = (email: string): Promise<string> => auth.uidOf(email);

/** Makes the account with this e-mail a moderator, as `npm run moderate -- grant` does. */
export async function grantModerator(email: string): Promise<void> {
  await auth.setClaims(await auth.uidOf(email), { moderator: true });
}

/** The link of the newest password-reset e-mail sent to this address, or null. */
export async function passwordResetLink(email: string): Promise<string | null> {
  return (await auth.newestMail(email, 'PASSWORD_RESET'))?.oobLink ?? null;
}

/** The code of the newest address-verification e-mail sent to this address, or null. */
export async function verificationCode(email: string): Promise<string | null> {
  return (await auth.newestMail(email, 'VERIFY_EMAIL'))?.oobCode ?? null;
}

/** Follows a verification link, as its landing page on a real project does: applies its code. */
export const followVerificationLink = (oobCode: string): Promise<void> => auth.applyCode(oobCode);

/** The full name of a document, as Firestore's REST API takes it. */
export const documentName = (path: string): string => firestore.documentName(path);

/** POSTs to the emulator's REST API under the database (documents:commit, documents:runQuery). */
export const firestoreRequest = (method: string, body: unknown): Promise<unknown> =>
  firestore.request(method, body);

/** A document's fields as the Firestore emulator stores them, or null when there is none. */
export const serverDocument = (path: string): Promise<Record<string, unknown> | null> =>
  firestore.document(path);

/**
 * Runs `body` while the emulator enforces firestore.rules changed by `edit`, then puts the real
 * rules back. For making the server refuse what the app would otherwise be allowed to do.
 */
export async function withEditedRules(
  edit: (rules: string) => string,
  body: () => Promise<void>,
): Promise<void> {
  const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
  const edited = edit(rules);
  expect(edited, 'the edit should change the rules').not.toBe(rules);
  await firestore.loadRules(edited);
  try {
    await body();
  } finally {
    await firestore.loadRules(rules);
  }
}

/**
 * Closes jobs, as their poster or a moderator would: every browser that has them hears so. For a
 * spec that made many, so that the board every other spec's first visit loads stays small.
 */
export async function closeJobs(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const updatedAt = { timestampValue: new Date().toISOString() };
  await firestoreRequest('documents:commit', {
    writes: ids.map((id) => ({
      update: {
        name: documentName(`jobs/${id}`),
        fields: { status: { stringValue: 'closed' }, updatedAt },
      },
      updateMask: { fieldPaths: ['status', 'updatedAt'] },
    })),
  });
}

const FUNCTIONS = 'http://127.0.0.1:5001/demo-portal/us-central1';

let addressesGiven = 0;

/**
 * A network address no other call of this run comes from (198.18.0.0/15 is for tests), so that
 * the functions' per-caller limits never see two specs as one caller.
 */
export function freshAddress(): string {
  addressesGiven += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
  const n = worker * 4096 + addressesGiven;
  return `198.${18 + (Math.floor(n / 65536) % 2)}.${Math.floor(n / 256) % 256}.${n % 256}`;
}

/**
 * Calls a callable function on the Functions emulator as a browser would, from the network
 * address `from` (the emulator passes X-Forwarded-For on, and the functions key guests by it),
 * by default one of its own.
 */
export function callFunction(
  name: string,
  data: unknown,
  { from = freshAddress(), idToken }: { from?: string; idToken?: string } = {},
): Promise<CallOutcome> {
  return callCallable(FUNCTIONS, name, data, { ip: from, ...(idToken ? { idToken } : {}) });
}

/**
 * Has the page's calls to the functions come from an address of their own, as a guest's on
 * another network would: the browser's calls all come from 127.0.0.1, one caller to the
 * functions' per-caller limits (5 subscriptions an hour), which every run of every spec, its
 * retries and --repeat-each's runs, would otherwise share.
 */
export async function callFromFreshAddress(page: Page): Promise<void> {
  const from = freshAddress();
  await page.route(`${FUNCTIONS}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': from } }),
  );
}

/** A document's string fields, as the Firestore emulator stores them. */
export function stringFields(document: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(document)
      .filter(([, value]) => typeof (value as { stringValue?: unknown }).stringValue === 'string')
      .map(([key, value]) => [key, (value as { stringValue: string }).stringValue]),
  );
}

/** How many jobs the Firestore emulator holds with this title (rules bypassed). */
export async function jobsTitled(title: string): Promise<number> {
  const rows = (await firestoreRequest('documents:runQuery', {
    structuredQuery: {
      from: [{ collectionId: 'jobs' }],
      where: {
        fieldFilter: { field: { fieldPath: 'Title' }, op: 'EQUAL', value: { stringValue: title } },
      },
    },
  })) as { document?: unknown }[];
  return rows.filter((row) => row.document).length;
}

/**
 * A post form ticket as the functions on the emulators would have given a form opened `ago`
 * milliseconds ago (they sign with the development salt): what a spec posting through
 * postJob sends, and what the form is given when a spec plays a person who took their time.
 */
export function formTicket(ago = MIN_FILL_MS + 7000): string {
  return issueFormTicket(formTicketKey(DEVELOPMENT_SALT), Date.now() - ago);
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A signed-in account with a verified address, made `ageDays` ago: an established reporter.
 * Only an import may date an account, and the Auth emulator takes an unsigned custom token.
 */
export async function establishedAccount(ageDays = 8): Promise<{ uid: string; idToken: string }> {
  const uid = `established-${randomUUID()}`;
  const createdAt = String(Date.now() - ageDays * 86_400_000);
  const imported = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:batchCreate`,
    {
      method: 'POST',
      headers: { ...OWNER, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        users: [{ localId: uid, email: `${uid}@example.com`, emailVerified: true, createdAt }],
      }),
    },
  );
  if (!imported.ok) throw new Error(`Importing an account failed: ${await imported.text()}`);
  const now = Math.floor(Date.now() / 1000);
  const issuer = 'firebase-auth-emulator@example.com';
  const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
    iss: issuer,
    sub: issuer,
    aud: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit',
    iat: now,
    exp: now + 3600,
    uid,
  })}.`;
  const response = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=any`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Signing in failed: ${await response.text()}`);
  const { idToken } = (await response.json()) as { idToken: string };
  return { uid, idToken };
}

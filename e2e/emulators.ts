// Looking behind the app, at what the emulators hold, and calling its functions as a browser
// would. 'Bearer owner' is the emulators' admin credential: it bypasses the security rules, as
// the Admin SDK would.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MIN_FILL_MS } from '../domain/src/posting/post-job';
import { formTicketKey, issueFormTicket } from '../functions/src/posting/form-ticket';
import { DEVELOPMENT_SALT } from '../functions/src/security/caller-salt';
import { expect } from '@playwright/test';

const PROJECT = 'demo-portal';
const AUTH = 'http://127.0.0.1:9099';
const FIRESTORE = 'http://127.0.0.1:8080';
const OWNER = { Authorization: 'Bearer owner' };
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
export async function uidOf(email: string): Promise<string> {
  const response = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:lookup`,
    {
      method: 'POST',
      headers: { ...OWNER, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const body = (await response.json()) as { users?: { localId: string }[] };
  const uid = body.users?.[0]?.localId;
  if (!uid) throw new Error(`The Auth emulator has no account for ${email}`);
  return uid;
}

interface OutOfBandCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/**
 * The newest account e-mail of this kind the Auth emulator "sent" to this address (it keeps
 * them instead of mailing them), or null when none was sent.
 */
async function newestAuthMail(
  email: string,
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL',
): Promise<OutOfBandCode | null> {
  const response = await fetch(`${AUTH}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OutOfBandCode[] };
  const sent = oobCodes.filter((code) => code.email === email && code.requestType === requestType);
  return sent.at(-1) ?? null;
}

/** The link of the newest password-reset e-mail sent to this address, or null. */
export async function passwordResetLink(email: string): Promise<string | null> {
  return (await newestAuthMail(email, 'PASSWORD_RESET'))?.oobLink ?? null;
}

/** The code of the newest address-verification e-mail sent to this address, or null. */
export async function verificationCode(email: string): Promise<string | null> {
  return (await newestAuthMail(email, 'VERIFY_EMAIL'))?.oobCode ?? null;
}

/** Follows a verification link, as its landing page on a real project does: applies its code. */
export async function followVerificationLink(oobCode: string): Promise<void> {
  const applied = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:update?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ oobCode }),
  });
  if (!applied.ok)
    throw new Error(`Following the verification link failed: ${await applied.text()}`);
}

const DATABASE = `projects/${PROJECT}/databases/(default)`;

/** The full name of a document, as Firestore's REST API takes it. */
export const documentName = (path: string) => `${DATABASE}/documents/${path}`;

/** POSTs to the emulator's REST API under the database (documents:commit, documents:runQuery). */
export async function firestoreRequest(method: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${FIRESTORE}/v1/${DATABASE}/${method}`, {
    method: 'POST',
    headers: { ...OWNER, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A document's fields as the Firestore emulator stores them, or null when there is none. */
export async function serverDocument(path: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(
    `${FIRESTORE}/v1/projects/${PROJECT}/databases/(default)/documents/${path}`,
    { headers: OWNER },
  );
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Reading ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { fields: Record<string, unknown> }).fields;
}

async function loadRules(rules: string) {
  const response = await fetch(`${FIRESTORE}/emulator/v1/projects/${PROJECT}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ content: rules }] } }),
  });
  expect(response.ok, await response.text()).toBe(true);
}

/**
 * Runs `body` while the emulator enforces firestore.rules changed by `edit`, then puts the real
 * rules back. For making the server refuse what the app would otherwise be allowed to do.
 */
export async function withEditedRules(
  edit: (rules: string) => string,
  body: () => Promise<void>,
): Promise<void> {
  const rules = readFileSync(new URL('../firestore.rules', import.meta.url), 'utf8');
  const edited = edit(rules);
  expect(edited, 'the edit should change the rules').not.toBe(rules);
  await loadRules(edited);
  try {
    await body();
  } finally {
    await loadRules(rules);
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

export type CallableAnswer =
  { result: unknown } | { error: { status: string; message: string; details?: unknown } };

/**
 * Calls a callable function on the Functions emulator as a browser would, from the network
 * address `from` (the emulator passes X-Forwarded-For on, and the functions key guests by it),
 * by default one of its own.
 */
export async function callFunction(
  name: string,
  data: unknown,
  { from = freshAddress(), idToken }: { from?: string; idToken?: string } = {},
): Promise<CallableAnswer> {
  const response = await fetch(`${FUNCTIONS}/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': from,
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  return (await response.json()) as CallableAnswer;
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

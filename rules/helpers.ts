// Shared setup for the rules tests: one emulator environment per test file, an empty database
// before each test, and fresh contexts for the callers every collection is tested with.
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export type TestDb = ReturnType<RulesTestContext['firestore']>;

/** The signed-in user whose documents a test is about. */
export const OWNER = 'alice';
/** Another signed-in user, who must not reach the owner's documents. */
export const OTHER_USER = 'bob';
/** A moderator: the `moderator` custom claim on their token. */
export const MODERATOR = 'mo';

/**
 * Registers the hooks of one test file: start the environment with firestore.rules, clear
 * Firestore and run `seed` (with the rules off) before each test, clean up after the file.
 */
export function useRulesTestEnvironment(seed?: (db: TestDb) => Promise<void>) {
  let env: RulesTestEnvironment | undefined;

  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error('The rules test environment has not started');
    return env;
  };

  /** Writes as an admin would: the rules do not apply. */
  const withoutRules = (write: (db: TestDb) => Promise<void>) =>
    current().withSecurityRulesDisabled((context) => write(context.firestore()));

  // One client per caller for the file, not one per use: each new one is an app of its own with
  // a connection to make, which was most of a test's time. Every test still reads the server's
  // answer (no listener keeps a copy), from the database cleared before it.
  const callers = new Map<string, TestDb>();
  const caller = (uid: string | null): TestDb => {
    const key = uid ?? '(guest)';
    let db = callers.get(key);
    if (!db) {
      const environment = current();
      db = (
        uid === null
          ? environment.unauthenticatedContext()
          : environment.authenticatedContext(uid, uid === MODERATOR ? { moderator: true } : {})
      ).firestore();
      callers.set(key, db);
    }
    return db;
  };

  beforeAll(async () => {
    const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
    env = await initializeTestEnvironment({
      projectId: 'demo-portal-rules',
      firestore: {
        rules: readFileSync(new URL('../firestore.rules', import.meta.url), 'utf8'),
        host: host!,
        port: Number(port),
      },
    });
  });

  afterAll(async () => {
    callers.clear();
    await env?.cleanup();
  });

  beforeEach(async () => {
    await current().clearFirestore();
    if (seed) await withoutRules(seed);
  });

  return {
    withoutRules,
    guest: (): TestDb => caller(null),
    owner: (): TestDb => caller(OWNER),
    otherUser: (): TestDb => caller(OTHER_USER),
    moderator: (): TestDb => caller(MODERATOR),
    signedIn: (uid: string): TestDb => caller(uid),
  };
}

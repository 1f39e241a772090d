// Gemini's daily budget on the Firestore emulator: generateAssessment's handler, called as the
// callable calls it (an account's token, the address Cloud Run forwards), with a stand-in for
// the Gemini adapter, so a test tells Gemini's texts from the bank's by the reply's `source` and
// counts what Gemini was asked. (Over HTTP the functions have no key, and every test is the
// bank's: generate-assessment.emulator.test.ts.) The counters' transactions race here in one
// process, as in the posting tests.
import { BANK_PARAGRAPHS } from '@portal/domain/assessment/bank-paragraphs';
import { BANK_STATEMENTS } from '@portal/domain/assessment/bank-statements';
import { StatementsReplySchema } from '@portal/domain/assessment/content';
import { ASSESSMENT_TESTS_PER_DAY, COLLECTIONS } from '@portal/domain/constants';
import { mulberry32 } from '@portal/domain/seed/seed-random';
import type { DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFirestore, countDocs, testFirestore } from '#src/test/emulators';
import type { GeminiAdapter } from './assessment-content';
import {
  GEMINI_CALLS_PER_DAY,
  GEMINI_CALLS_PER_UNVERIFIED_NETWORK_PER_DAY,
} from './gemini-settings';
import type { Part } from './prompts';
import { utcDay, type GeminiLimits } from './quota';
import { geminiNetworkRef, geminiSiteRef, quotaRef } from './quota-documents';
import { serveAssessment } from './generate-assessment';
import { networkKey } from '#src/security/caller-key';

const db = testFirestore();
const SALT = 'gemini-budget-test-salt';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Gemini's statements, none of them the bank's: a reply tells its source by its text too. */
const FROM_GEMINI = Array.from({ length: 10 }, (_, n) => `Gemini wrote statement number ${n}.`);

/** The stand-in for askGemini: always a good answer, and a count of what it was asked. */
function fakeGemini() {
  const asked: Part[] = [];
  const ask = (async (part: Part) => {
    asked.push(part);
    return part === 'statements'
      ? { ok: true, content: { statements: FROM_GEMINI } }
      : { ok: true, content: BANK_PARAGRAPHS[0]! };
  }) as GeminiAdapter;
  return { ask, asked };
}

let gemini: ReturnType<typeof fakeGemini>;
beforeEach(async () => {
  await clearFirestore();
  gemini = fakeGemini();
  // Each call served from the bank says why in the log; not this test's output.
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

let accounts = 0;
/** A call from a new account, its address verified or not, from `address`. */
function caller(verified: boolean, address: string, uid = `candidate-${++accounts}`) {
  return {
    auth: { uid, token: { email_verified: verified } },
    // As Cloud Run forwards it: the connecting address last.
    rawRequest: { headers: { 'x-forwarded-for': address }, ip: '169.254.1.1' },
  };
}

type Caller = ReturnType<typeof caller>;

async function ask(
  who: Caller,
  {
    now = Date.now(),
    limits,
    part = 'statements',
  }: {
    now?: number;
    limits?: GeminiLimits;
    part?: Part;
  } = {},
) {
  return serveAssessment(
    { ...who, data: { part } },
    {
      firestore: () => db,
      salt: () => SALT,
      settings: { apiKey: 'test-key', model: 'gemini-test', timeoutMs: 1000 },
      now,
      ask: gemini.ask,
      ...(limits && { limits }),
      random: mulberry32(accounts),
    },
  );
}

/** Where each reply came from, checking that a bank reply is the bank's text. */
function sources(replies: unknown[]) {
  return replies.map((reply) => {
    const { source, statements } = StatementsReplySchema.parse(reply);
    if (source === 'gemini') expect(statements).toEqual(FROM_GEMINI);
    else for (const statement of statements) expect(BANK_STATEMENTS).toContain(statement);
    return source;
  });
}

const count = async (ref: DocumentReference) =>
  (await ref.get()).data()?.count as number | undefined;

const networkOf = (address: string) =>
  networkKey({ rawRequest: { headers: { 'x-forwarded-for': address } } }, SALT);

describe('unverified accounts count against their network', () => {
  it('attack: a flood of new unverified accounts from one IPv6 /64 gets the bank once the network’s Gemini calls are spent, never a refusal', async () => {
    const allowance = GEMINI_CALLS_PER_UNVERIFIED_NETWORK_PER_DAY;
    const replies = [];
    // A fresh account and a fresh address of the same /64 for each call: neither is worth more.
    for (let n = 1; n <= allowance + 4; n++) {
      replies.push(await ask(caller(false, `2001:db8:7:7::${n.toString(16)}`)));
    }
    expect(sources(replies)).toEqual([
      ...Array<string>(allowance).fill('gemini'),
      ...Array<string>(4).fill('bank'),
    ]);
    expect(gemini.asked).toHaveLength(allowance);
    const now = Date.now();
    expect(await count(geminiNetworkRef(db, networkOf('2001:db8:7:7::1'), utcDay(now)))).toBe(
      allowance,
    );
    expect(await count(geminiSiteRef(db, utcDay(now)))).toBe(allowance);
    // Every account's own allowance counted each call, Gemini's or the bank's.
    expect(await countDocs(db, COLLECTIONS.assessmentQuotas)).toBe(allowance + 4);

    // A verified account on that network counts per account: Gemini still.
    expect(sources([await ask(caller(true, '2001:db8:7:7::ffff'))])).toEqual(['gemini']);
    // So does an unverified account on another network.
    expect(sources([await ask(caller(false, '2001:db8:7:8::1'))])).toEqual(['gemini']);
    // The next UTC day the network has its calls again.
    expect(sources([await ask(caller(false, '2001:db8:7:7::1'), { now: now + DAY_MS })])).toEqual([
      'gemini',
    ]);
  });

  it('attack: unverified accounts of one network calling at the same moment get no more Gemini calls than its allowance', async () => {
    const limits = { perUnverifiedNetwork: 3, siteWide: GEMINI_CALLS_PER_DAY };
    const flood = Array.from({ length: 8 }, () => caller(false, '203.0.113.77'));
    const replies = await Promise.all(flood.map((who) => ask(who, { limits })));
    const from = sources(replies);
    expect(from.filter((source) => source === 'gemini')).toHaveLength(3);
    expect(from.filter((source) => source === 'bank')).toHaveLength(5);
    expect(gemini.asked).toHaveLength(3);
    expect(await count(geminiNetworkRef(db, networkOf('203.0.113.77'), utcDay(Date.now())))).toBe(
      3,
    );
  });

  it('counts a test’s paragraph as a Gemini call too', async () => {
    const limits = { perUnverifiedNetwork: 2, siteWide: GEMINI_CALLS_PER_DAY };
    const who = caller(false, '198.51.100.20');
    expect((await ask(who, { limits })).source).toBe('gemini');
    expect((await ask(who, { limits, part: 'paragraph' })).source).toBe('gemini');
    expect((await ask(caller(false, '198.51.100.20'), { limits })).source).toBe('bank');
    expect(gemini.asked).toEqual(['statements', 'paragraph']);
  });
});

describe('the site-wide daily cap on Gemini calls', () => {
  it('attack: past the cap every test comes from the bank, verified or not, and none is refused', async () => {
    const limits = {
      perUnverifiedNetwork: GEMINI_CALLS_PER_UNVERIFIED_NETWORK_PER_DAY,
      siteWide: 3,
    };
    const replies = [];
    // Five networks, so no network's allowance is what stops them.
    for (let n = 1; n <= 5; n++)
      replies.push(await ask(caller(n % 2 === 0, `192.0.2.${n}`), { limits }));
    expect(sources(replies)).toEqual(['gemini', 'gemini', 'gemini', 'bank', 'bank']);
    expect(gemini.asked).toHaveLength(3);
    const now = Date.now();
    expect(await count(geminiSiteRef(db, utcDay(now)))).toBe(3);
    // The calls the bank answered spent none of a network's allowance.
    expect(await count(geminiNetworkRef(db, networkOf('192.0.2.5'), utcDay(now)))).toBeUndefined();
  });

  it(`hands the ${GEMINI_CALLS_PER_DAY + 1}st call of a UTC day to the bank, and asks Gemini again the next day`, async () => {
    const now = Date.now();
    await geminiSiteRef(db, utcDay(now)).set({ count: GEMINI_CALLS_PER_DAY });
    expect(sources([await ask(caller(true, '192.0.2.50'), { now })])).toEqual(['bank']);
    expect(gemini.asked).toHaveLength(0);
    expect(await count(geminiSiteRef(db, utcDay(now)))).toBe(GEMINI_CALLS_PER_DAY);
    const tomorrow = now + DAY_MS;
    expect(sources([await ask(caller(true, '192.0.2.50'), { now: tomorrow })])).toEqual(['gemini']);
    expect(await count(geminiSiteRef(db, utcDay(tomorrow)))).toBe(1);
  });

  it('counts every call made at the same moment', async () => {
    const callers = Array.from({ length: 8 }, (_, n) => caller(true, `192.0.2.${100 + n}`));
    const replies = await Promise.all(callers.map((who) => ask(who)));
    expect(sources(replies)).toEqual(Array<string>(8).fill('gemini'));
    expect(await count(geminiSiteRef(db, utcDay(Date.now())))).toBe(8);
  });

  it('writes counters that are gone with their day', async () => {
    const now = Date.parse(`${utcDay(Date.now())}T12:00:00Z`);
    await ask(caller(false, '192.0.2.200'), { now });
    const midnight = Date.parse(`${utcDay(now + DAY_MS)}T00:00:00Z`);
    for (const ref of [
      geminiSiteRef(db, utcDay(now)),
      geminiNetworkRef(db, networkOf('192.0.2.200'), utcDay(now)),
    ]) {
      expect((await ref.get()).get('expireAt').toMillis()).toBe(midnight);
    }
  });
});

describe('what the budget leaves alone', () => {
  it('a call refused for the user’s own allowance counts no Gemini call', async () => {
    const who = caller(false, '198.51.100.30');
    const now = Date.now();
    await quotaRef(db, who.auth.uid).set({
      day: utcDay(now),
      statements: ASSESSMENT_TESTS_PER_DAY,
      paragraph: 0,
    });
    const error = await ask(who, { now }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpsError);
    expect((error as HttpsError).code).toBe('resource-exhausted');
    expect(gemini.asked).toHaveLength(0);
    expect(await countDocs(db, COLLECTIONS.limits)).toBe(0);
  });

  it('with no key nothing of the budget is read or counted, and the bank serves', async () => {
    const reply = await serveAssessment(
      { ...caller(false, '198.51.100.40'), data: { part: 'statements' } },
      {
        firestore: () => db,
        salt: () => {
          throw new Error('no network is keyed without a key');
        },
        settings: { apiKey: null, model: 'gemini-test', timeoutMs: 1000 },
        now: Date.now(),
      },
    );
    expect(sources([reply])).toEqual(['bank']);
    expect(await countDocs(db, COLLECTIONS.limits)).toBe(0);
    expect(await countDocs(db, COLLECTIONS.assessmentQuotas)).toBe(1);
  });
});

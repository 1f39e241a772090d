// postJob over HTTP on the Functions emulator, with Firestore read back through the Admin SDK.
import { HOUR_MS } from '@portal/domain/callables/caller-limits';
import {
  PostFormTicketSchema,
  PostJobResultSchema,
  RefusalDetailsSchema,
} from '@portal/domain/callables/callable-results';
import { COLLECTIONS } from '@portal/domain/constants';
import { BoardPageSchema } from '@portal/domain/jobs/board-query';
import { DAY_MS } from '@portal/domain/jobs/job-expiry';
import { MIN_FILL_MS } from '@portal/domain/posting/post-job';
import { REPOST_WINDOW_DAYS } from '@portal/domain/posting/repost-key';
import { posterKeyOf } from '@portal/domain/jobs/poster-key';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callFunction,
  clearFirestore,
  countDocs,
  getFunction,
  signUp,
  testFirestore,
  type CallOutcome,
} from '#src/test/emulators';
import { TEST_TICKET_KEY, ticketOpened, validPost } from '#src/test/post-input';
import { readJob, storeJob } from '#src/test/stored-jobs';
import { readScreening } from '#src/data/screenings';
import { repostKeyRef } from './repost-keys';
import { preparePost } from './prepare-post';
import { storePost } from './store-post';
import { issueFormTicket } from './form-ticket';
import { SCAM_POSTS } from '@portal/domain/moderation/screen/screen-corpus';
import { screenPost } from '@portal/domain/moderation/screen/screen-post';

const db = testFirestore();
const GUEST = '203.0.113.10';

function posted(outcome: CallOutcome): string {
  if (!outcome.ok) throw new Error(`Refused: ${outcome.status} ${outcome.message}`);
  const result = PostJobResultSchema.parse(outcome.result);
  expect(result.held).toBe(false);
  return result.id;
}

function refused(outcome: CallOutcome) {
  if (outcome.ok) throw new Error(`Accepted: ${JSON.stringify(outcome.result)}`);
  return { ...outcome, details: RefusalDetailsSchema.parse(outcome.details) };
}

async function nothingWritten() {
  for (const collection of [COLLECTIONS.jobs, COLLECTIONS.limits, COLLECTIONS.repostKeys]) {
    expect(await countDocs(db, collection), collection).toBe(0);
  }
}

const seconds = (timestamp: unknown) => (timestamp as Timestamp).toMillis();

beforeEach(clearFirestore);

describe('postJob', () => {
  it("stores a signed-in user's post: its fields cleaned, dated by the server, open for its days", async () => {
    const { uid, idToken } = await signUp(`poster-${Date.now()}@example.com`);
    const before = Date.now();
    const id = posted(
      await callFunction(
        'postJob',
        validPost({
          Skills: '<p onclick="steal()">React<script>alert(1)</script> and <strong>TS</strong></p>',
          Description: '<ul><li>Ship</li></ul><img src=x onerror="alert(1)">',
          openDays: 15,
        }),
        { ip: GUEST, idToken },
      ),
    );
    const after = Date.now();
    const job = await readJob(db, id);
    expect(job).toMatchObject({
      Title: 'Frontend Engineer',
      Type: 'Job',
      Company: 'Acme Labs',
      ApplyURL: 'https://acme.example.com/careers/frontend',
      Country: 'India',
      City: 'Bengaluru',
      Skills: '<p>React and <strong>TS</strong></p>',
      Description: '<ul><li>Ship</li></ul>',
      status: 'active',
      posterKey: await posterKeyOf(uid),
    });
    expect(job).not.toHaveProperty('postedBy');
    expect(job).not.toHaveProperty('website');
    expect(job).not.toHaveProperty('elapsedMs');
    expect(job).not.toHaveProperty('openDays');
    expect(job.createdAt).toBeInstanceOf(Timestamp);
    expect(seconds(job.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(seconds(job.createdAt)).toBeLessThanOrEqual(after + 1000);
    expect(seconds(job.updatedAt)).toBe(seconds(job.createdAt));
    // Open for 15 days from when the call was made: the server dates the expiry when the call
    // arrives and the creation when its transaction commits, which on a busy machine can be
    // seconds later, so the expiry is held to the call's own window, not to createdAt.
    expect(seconds(job.expiresAt)).toBeGreaterThanOrEqual(before + 15 * DAY_MS - 1000);
    expect(seconds(job.expiresAt)).toBeLessThanOrEqual(after + 15 * DAY_MS + 1000);
  });

  it("stores a guest's post with no poster", async () => {
    const id = posted(await callFunction('postJob', validPost(), { ip: GUEST }));
    expect((await readJob(db, id)).posterKey).toBeNull();
  });

  it('names each invalid field, and writes nothing', async () => {
    const outcome = refused(
      await callFunction(
        'postJob',
        validPost({ Title: '', Company: ' ', ApplyURL: 'not a link', Skills: '<p> </p>' }),
        { ip: GUEST },
      ),
    );
    expect(outcome.status).toBe('INVALID_ARGUMENT');
    for (const label of ['Title', 'Company', 'Application URL', 'Skills Required']) {
      expect(outcome.message).toContain(`${label}:`);
    }
    expect(outcome.details).toMatchObject({ reason: 'invalid-fields' });
    expect(Object.keys((outcome.details as { fields: object }).fields).sort()).toEqual([
      'ApplyURL',
      'Company',
      'Skills',
      'Title',
    ]);
    await nothingWritten();
  });

  it('stores the pay as a structure, with the text a reader sees as Salary; a Salary sent is not kept', async () => {
    const id = posted(
      await callFunction(
        'postJob',
        validPost({
          PayKind: 'paid',
          PayMin: '25,000',
          PayMax: '30000',
          PayCurrency: 'INR',
          PayPeriod: 'MONTH',
          // Forged: the text is the server's to make.
          Salary: '₹10 crore a day',
        } as Parameters<typeof validPost>[0]),
        { ip: GUEST },
      ),
    );
    const job = await readJob(db, id);
    expect(job.Pay).toEqual({
      kind: 'paid',
      currency: 'INR',
      period: 'MONTH',
      min: 25_000,
      max: 30_000,
    });
    expect(job.Salary).toBe('₹25,000–30,000 a month');
    // A post that says nothing of pay is stored as not disclosed, with no Salary.
    const bare = await readJob(
      db,
      posted(
        await callFunction('postJob', validPost({ Title: 'Backend Engineer' }), { ip: GUEST }),
      ),
    );
    expect(bare.Pay).toEqual({ kind: 'undisclosed' });
    expect(bare).not.toHaveProperty('Salary');
  });

  it('refuses pay a paid post gets wrong, naming the field, and writes nothing', async () => {
    const outcome = refused(
      await callFunction(
        'postJob',
        validPost({
          PayKind: 'paid',
          PayMin: '30000',
          PayMax: '2',
          PayPeriod: 'FORTNIGHT' as 'YEAR',
        }),
        { ip: GUEST },
      ),
    );
    expect(outcome.status).toBe('INVALID_ARGUMENT');
    expect(outcome.message).toContain('Paid per:');
    // The figures are checked once the period is a known one: one problem at a time per group.
    const figures = refused(
      await callFunction('postJob', validPost({ PayKind: 'paid', PayMin: '30000', PayMax: '2' }), {
        ip: GUEST,
      }),
    );
    expect(figures.message).toContain('Pay up to: The top figure must be at least the lowest.');
    await nothingWritten();
  });

  it('refuses Skills that only a script filled in', async () => {
    const outcome = refused(
      await callFunction('postJob', validPost({ Skills: '<script>React</script>' }), { ip: GUEST }),
    );
    expect(outcome.details).toEqual({
      reason: 'invalid-fields',
      fields: { Skills: 'List the skills the job needs.' },
    });
    await nothingWritten();
  });

  it('refuses a post with the honeypot filled in, and writes nothing', async () => {
    const outcome = refused(
      await callFunction('postJob', validPost({ website: 'https://spam.example' }), { ip: GUEST }),
    );
    expect(outcome.status).toBe('INVALID_ARGUMENT');
    expect(outcome.message).toMatch(/refused/);
    await nothingWritten();
  });

  it('attack: a script that opens the form and posts at once, claiming it took a minute, is refused', async () => {
    const opened = await callFunction('openPostForm', {}, { ip: GUEST });
    if (!opened.ok) throw new Error(`openPostForm refused: ${opened.message}`);
    const { ticket } = PostFormTicketSchema.parse(opened.result);
    const forgedTime = { ...validPost({ formTicket: ticket }), elapsedMs: 60_000 };
    const outcome = refused(await callFunction('postJob', forgedTime, { ip: GUEST }));
    expect(outcome.status).toBe('FAILED_PRECONDITION');
    expect(outcome.details).toMatchObject({ reason: 'too-fast' });
    // Writing an earlier time into the ticket breaks its signature.
    const [version, issued, ...rest] = ticket.split('.');
    const backdated = [version, Number(issued) - 60_000, ...rest].join('.');
    const forged = refused(
      await callFunction('postJob', validPost({ formTicket: backdated }), { ip: GUEST }),
    );
    expect(forged.details).toEqual({ reason: 'form-ticket' });
    await nothingWritten();
    // The honest poster, whose form has been open a while, posts.
    posted(await callFunction('postJob', validPost(), { ip: GUEST }));
  });

  it('attack: one ticket posts one job; sent again it is refused', async () => {
    const formTicket = ticketOpened();
    posted(await callFunction('postJob', validPost({ formTicket }), { ip: GUEST }));
    const again = validPost({ formTicket, Title: 'Another role' });
    const outcome = refused(await callFunction('postJob', again, { ip: '203.0.113.20' }));
    expect(outcome.details).toEqual({ reason: 'form-ticket' });
    expect(await countDocs(db, COLLECTIONS.jobs)).toBe(1);
  });

  it('a refused post leaves its ticket unspent, so the person can correct it and post', async () => {
    const formTicket = ticketOpened();
    const invalid = refused(
      await callFunction('postJob', validPost({ formTicket, Title: ' ' }), { ip: GUEST }),
    );
    expect(invalid.status).toBe('INVALID_ARGUMENT');
    posted(await callFunction('postJob', validPost({ formTicket }), { ip: GUEST }));
  });

  it('refuses the sixth post in an hour from one guest until the first is an hour old; another guest still posts', async () => {
    const first = Date.now();
    for (let i = 1; i <= 5; i++) {
      posted(await callFunction('postJob', validPost({ Title: `Engineer ${i}` }), { ip: GUEST }));
    }
    const outcome = refused(
      await callFunction('postJob', validPost({ Title: 'Engineer 6' }), { ip: GUEST }),
    );
    expect(outcome.status).toBe('RESOURCE_EXHAUSTED');
    expect(outcome.details).toMatchObject({ reason: 'rate-limited', scope: 'caller' });
    const retryAt = Date.parse((outcome.details as { retryAt: string }).retryAt);
    expect(retryAt).toBeGreaterThanOrEqual(first + HOUR_MS - 1000);
    expect(retryAt).toBeLessThanOrEqual(Date.now() + HOUR_MS + 1000);
    expect(outcome.message).toMatch(/Try again after \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(await countDocs(db, COLLECTIONS.jobs)).toBe(5);

    // The same guest behind a proxy that names another address: still the same caller.
    const spoofed = await callFunction('postJob', validPost({ Title: 'Engineer 7' }), {
      ip: `198.51.100.99, ${GUEST}`,
    });
    expect(refused(spoofed).status).toBe('RESOURCE_EXHAUSTED');
    posted(
      await callFunction('postJob', validPost({ Title: 'Engineer 8' }), { ip: '203.0.113.11' }),
    );
  });

  it('refuses a repost of an open job with its id, and takes it again once that job closed', async () => {
    const first = posted(await callFunction('postJob', validPost(), { ip: GUEST }));
    const again = validPost({
      Title: '  frontend   ENGINEER ',
      ApplyURL: 'https://www.acme.example.com/careers/frontend/?utm_source=x',
    });
    const outcome = refused(await callFunction('postJob', again, { ip: '203.0.113.12' }));
    expect(outcome.status).toBe('ALREADY_EXISTS');
    expect(outcome.details).toEqual({ reason: 'repost', jobId: first });
    expect(await countDocs(db, COLLECTIONS.jobs)).toBe(1);

    await db.collection(COLLECTIONS.jobs).doc(first).update({ status: 'closed' });
    const second = posted(await callFunction('postJob', again, { ip: '203.0.113.12' }));
    expect(second).not.toBe(first);
    expect((await readJob(db, second)).status).toBe('active');
  });

  it('takes a repost of a job still open but posted longer ago than the repost window', async () => {
    await storeJob(db, 'old', { createdAgo: (REPOST_WINDOW_DAYS + 1) * DAY_MS, expiresIn: DAY_MS });
    const { fields } = await preparePost(validPost(), {
      ticketKey: TEST_TICKET_KEY,
      now: Date.now(),
    });
    await repostKeyRef(db, fields).set({ jobId: 'old' });
    const id = posted(await callFunction('postJob', validPost(), { ip: GUEST }));
    expect(id).not.toBe('old');
    expect((await repostKeyRef(db, fields).get()).data()).toMatchObject({ jobId: id });
  });
});

describe('the site-wide cap on posts', () => {
  /**
   * The `n`th guest's post, checked and cleaned as postJob would at `now`, to hand to storePost.
   * Its form opened well before `now`, however long ago `now` was taken: a busy host may take
   * seconds over the posts before it.
   */
  const guestPost = async (title: string, n: number, now: number) => {
    const formTicket = issueFormTicket(TEST_TICKET_KEY, now - MIN_FILL_MS - 1000);
    const prepared = await preparePost(validPost({ Title: title, formTicket }), {
      ticketKey: TEST_TICKET_KEY,
      now,
    });
    return {
      ...prepared,
      callerKeys: [`ip-test-${n}`],
      posterUid: null,
      now,
      screening: screenPost(prepared.fields),
      network: `net-${n}`,
      blockKeys: [`net-${n}`],
    };
  };

  it("attack: past the hour's live posts, a flood is held, not refused, and a verified employer still posts live", async () => {
    // Forty fresh accounts (or networks) can spend the hour's live posts; they cannot shut the
    // door on everyone after them, nor spend the verified employers' budget.
    const now = Date.now();
    const caps = { allPostsPerHour: 2, verifiedPostsPerHour: 2 };
    const post = (n: number) => guestPost(`Flood ${n}`, n, now);
    const flood = [];
    for (let n = 1; n <= 4; n++) flood.push(await storePost(db, await post(n), caps));
    expect(flood.map((stored) => stored.held)).toEqual([false, false, true, true]);
    const held = await readScreening(db, flood[2]!.id);
    expect(held?.signals.map((signal) => signal.kind)).toEqual(['busy-hour']);
    expect((await readJob(db, flood[2]!.id)).status).toBe('held');

    const employer = { ...(await post(5)), verifiedDomain: 'acme.example.com' };
    const live = await storePost(db, employer, caps);
    expect(live.held).toBe(false);
    expect(await readJob(db, live.id)).toMatchObject({
      status: 'active',
      verifiedDomain: 'acme.example.com',
    });
  });

  it('refuses a poster whose account or network a moderator blocked, until the block ends', async () => {
    const now = Date.now();
    await db.doc(`${COLLECTIONS.blocks}/net-5`).set({
      until: Timestamp.fromMillis(now + HOUR_MS),
      reason: 'Scam',
      jobId: 'old',
    });
    const error = await storePost(db, await guestPost('Blocked', 5, now)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpsError);
    expect((error as HttpsError).code).toBe('permission-denied');
    expect((error as HttpsError).message).toMatch(
      /^Posting from this account or network is blocked until /,
    );
    expect(await countDocs(db, COLLECTIONS.jobs)).toBe(0);
    // Once it has ended, the same network posts again.
    await db.doc(`${COLLECTIONS.blocks}/net-5`).update({ until: Timestamp.fromMillis(now - 1) });
    expect(await storePost(db, await guestPost('Later', 5, now))).toMatchObject({ held: false });
  });

  it('lets posts from different callers land at the same moment, and counts every one', async () => {
    // The hour's counter is shared by every post: it is incremented, never read, in a post's
    // transaction, so posts from different callers take no lock in common. The transactions
    // race here in one process: eight postJob calls at once would race the same transactions
    // behind eight cold function instances, which a busy host is slow to start.
    const now = Date.now();
    const posts = await Promise.all(
      Array.from({ length: 8 }, (_, n) => guestPost(`At once ${n}`, n, now)),
    );
    const ids = (await Promise.all(posts.map((post) => storePost(db, post)))).map(({ id }) => id);
    expect(new Set(ids).size).toBe(8);
    expect(await countDocs(db, COLLECTIONS.jobs)).toBe(8);
    const [hour] = (await db.collection(COLLECTIONS.limits).get()).docs.filter((doc) =>
      doc.id.startsWith('post_all_'),
    );
    expect(hour?.data()).toEqual({ count: 8 });
  });
});

describe('the screen at the door', () => {
  const searchFor = async (word: string) => {
    const answer = await getFunction('searchJobs', `q=${word}&type=Job`);
    expect(answer.status, answer.body).toBe(200);
    return BoardPageSchema.parse(JSON.parse(answer.body)).jobs.map((job) => job.id);
  };

  it('attack: a post asking the applicant for money is held, kept for moderators, and found by no search', async () => {
    const outcome = await callFunction(
      'postJob',
      validPost({
        Title: 'Zorblax data entry from home',
        Description:
          '<p>Earn ₹3,000 per day, no experience needed.</p><p>Registration fee Rs. 499/- only (refundable).</p>',
      }),
      { ip: GUEST },
    );
    if (!outcome.ok) throw new Error(`Refused: ${outcome.message}`);
    const { id, held } = PostJobResultSchema.parse(outcome.result);
    expect(held).toBe(true);
    expect((await readJob(db, id)).status).toBe('held');
    const screening = await readScreening(db, id);
    expect(screening).toMatchObject({ held: true, severe: true, poster: { uid: null } });
    expect(screening?.poster.network).toMatch(/\S/);
    expect(screening?.signals.map((signal) => signal.kind)).toContain('money-asked');
    expect(await searchFor('zorblax')).toEqual([]);
  });

  it('attack: posts from the scam corpus are held, and their pages are missing to a guest', async () => {
    // Three of the corpus's scams, as their posters would send them (the form's own fields).
    for (const [n, scam] of SCAM_POSTS.slice(0, 3).entries()) {
      const outcome = await callFunction('postJob', validPost({ ...scam.fields }), {
        ip: `203.0.113.${50 + n}`,
      });
      if (!outcome.ok) throw new Error(`${scam.label}: refused: ${outcome.message}`);
      const { id, held } = PostJobResultSchema.parse(outcome.result);
      expect(held, scam.label).toBe(true);
      const page = await fetch(`${process.env.PORTAL_FUNCTIONS_URL}/jobPage/job/${id}`);
      expect(page.status, scam.label).toBe(404);
      expect(await page.text()).not.toContain(scam.fields.Title);
    }
  });

  it('keeps an honest post that talks of payments live, and found by search', async () => {
    const id = posted(
      await callFunction(
        'postJob',
        validPost({
          Title: 'Quillfen UPI payments engineer',
          Description:
            '<p>Build UPI collect and refund flows for merchants on NPCI rails.</p><p>We never ask candidates for money.</p>',
        }),
        { ip: GUEST },
      ),
    );
    expect((await readJob(db, id)).status).toBe('active');
    expect(await readScreening(db, id)).toMatchObject({ held: false, signals: [] });
    expect(await searchFor('quillfen')).toEqual([id]);
  });
});

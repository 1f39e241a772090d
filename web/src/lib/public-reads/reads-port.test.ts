// The public reads across a real message channel, as the page sees the worker's: what a read asks
// for arrives whole on the other side, its answers come back with their Dates, Maps and Sets,
// errors keep Firestore's code, and a read stopped hears nothing more.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardOf } from '@portal/domain/jobs/board-query';
import { makeJob } from '@/test/jobs';
import type { PublicReads, RangeAnswer, RangesToFollow } from './public-reads';
import { readsOverPort, serveReads, type Port } from './reads-port';
import { answerTokenRequests, expiryOf, tokensFrom } from './reads-worker-settings';

const channels: MessageChannel[] = [];

/** `reads` served at one end of a channel, asked through the other, as the worker's are. */
function overChannel(reads: Partial<PublicReads>): PublicReads {
  const channel = new MessageChannel();
  channels.push(channel);
  serveReads(reads as PublicReads, channel.port1 as unknown as Port);
  return readsOverPort(channel.port2 as unknown as Port).reads;
}

afterEach(() => {
  for (const { port1, port2 } of channels.splice(0)) {
    port1.close();
    port2.close();
  }
});

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10));

const job = makeJob({ id: 'j1', createdAt: new Date('2026-11-01T10:00:00Z') });

describe('reads over a message channel', () => {
  it('follows a live page: asks with the list and the reach, answers with Dates, nears, stops', async () => {
    let served: RangesToFollow | undefined;
    const near = vi.fn();
    const stop = vi.fn();
    const reads = overChannel({
      followRanges: (ranges) => {
        served = ranges;
        return { near, stop };
      },
      countOf: async () => 0,
    });
    const answers: RangeAnswer[] = [];
    let reach = 3;
    const followed = reads.followRanges({
      type: 'Job',
      filter: { query: '', countries: ['India'], cities: [] },
      ranges: [{ from: null, before: null, limit: 100, start: 0 }],
      size: 100,
      placeholder: [],
      reach: () => reach,
      onAnswer: (answer) => answers.push(answer),
      onError: () => {},
    });
    await vi.waitFor(() => expect(served).toBeDefined());
    expect(served).toMatchObject({ type: 'Job', filter: { countries: ['India'] }, size: 100 });
    expect(served!.reach()).toBe(3);

    served!.onAnswer({ jobs: [job], rest: [], fromServer: true, entered: true, firstAnswer: true });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0]!.jobs[0]!.createdAt).toEqual(new Date('2026-11-01T10:00:00Z'));
    expect(answers[0]!.fromServer).toBe(true);

    reach = 30;
    followed.near();
    await vi.waitFor(() => expect(near).toHaveBeenCalledOnce());
    expect(served!.reach()).toBe(30);

    followed.stop();
    await vi.waitFor(() => expect(stop).toHaveBeenCalledOnce());
    served!.onAnswer({ jobs: [], rest: [], fromServer: true, entered: true, firstAnswer: false });
    // A later request's answer comes after any the stopped read could have sent.
    await reads.countOf({ type: 'Job', query: '', countries: [], cities: [] });
    expect(answers).toHaveLength(1);
  });

  it("hands a range's jobs over as a list shows them, and the placeholder's rest as its own", async () => {
    let served: RangesToFollow | undefined;
    const reads = overChannel({
      followRanges: (ranges) => {
        served = ranges;
        return { near() {}, stop() {} };
      },
    });
    const card = (id: string, day: number) => cardOf(makeJob({ id, createdAt: at(day) }));
    const placeholder = [card('p1', 9), card('p2', 8), card('p3', 7)];
    const answers: RangeAnswer[] = [];
    reads.followRanges({
      type: 'Job',
      filter: { query: '', countries: [], cities: [] },
      ranges: [{ from: null, before: null, limit: 25, start: 0 }],
      size: 90,
      placeholder,
      reach: () => 0,
      onAnswer: (answer) => answers.push(answer),
      onError: () => {},
    });
    await vi.waitFor(() => expect(served).toBeDefined());
    const whole = makeJob({
      id: 'j2',
      createdAt: at(10),
      Description: '<p>Long</p>'.repeat(1000),
      Skills: 'Go',
    });
    const [, ...rest] = served!.placeholder;
    served!.onAnswer({ jobs: [whole], rest, fromServer: true, entered: true, firstAnswer: true });
    // Below a range that answers in a way the placeholder does not order: sent whole.
    served!.onAnswer({
      jobs: [],
      rest: [served!.placeholder[2]!, served!.placeholder[0]!],
      fromServer: false,
      entered: false,
      firstAnswer: false,
    });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(answers[0]!.jobs).toEqual([
      { ...cardOf(whole), status: whole.status, expiresAt: whole.expiresAt },
    ]);
    expect(answers[0]!.jobs[0]).not.toHaveProperty('Description');
    expect(answers[0]!.rest).toEqual(placeholder.slice(1));
    expect(answers[1]!.rest).toEqual([placeholder[2], placeholder[0]]);
  });

  it('hands chosen jobs over as a Map and the unknown ids as a Set', async () => {
    const reads = overChannel({
      watchJobsById: (ids, _statuses, onJobs) => {
        onJobs(new Map([[ids[0]!, job]]), new Set([ids[1]!]));
        return () => {};
      },
    });
    const heard = await new Promise<[ReadonlyMap<string, unknown>, ReadonlySet<string>]>(
      (resolve) =>
        reads.watchJobsById(['j1', 'j2'], ['active'], (jobs, unknown) => resolve([jobs, unknown])),
    );
    expect([...heard[0].keys()]).toEqual(['j1']);
    expect([...heard[1]]).toEqual(['j2']);
  });

  it("answers a count, and a refusal as an error with Firestore's code", async () => {
    const refusal = Object.assign(new Error('Missing or insufficient permissions.'), {
      name: 'FirebaseError',
      code: 'permission-denied',
    });
    const reads = overChannel({
      countOf: async (list) => (list.countries.length === 0 ? 250 : Promise.reject(refusal)),
    });
    await expect(
      reads.countOf({ type: 'Job', query: '', countries: [], cities: [] }),
    ).resolves.toBe(250);
    await expect(
      reads.countOf({ type: 'Job', query: '', countries: ['India'], cities: [] }),
    ).rejects.toMatchObject({ name: 'FirebaseError', code: 'permission-denied' });
  });

  it("tells one job's reader that the rules refused it, so its page can say it does not exist", async () => {
    const reads = overChannel({
      watchJob: (_id, _next, fail) => {
        fail(Object.assign(new Error('denied'), { code: 'permission-denied' }));
        return () => {};
      },
    });
    const error = await new Promise<Error>((resolve) =>
      reads.watchJob('hidden-job', () => {}, resolve),
    );
    expect(error).toMatchObject({ message: 'denied', code: 'permission-denied' });
  });
});

describe('a worker that dies', () => {
  it('fails every read under way, and each hears nothing more', async () => {
    const channel = new MessageChannel();
    channels.push(channel);
    const { reads, failAll } = readsOverPort(channel.port2 as unknown as Port);
    const heard: string[] = [];
    reads.watchJob(
      'j1',
      () => heard.push('answer'),
      (error) => heard.push(error.message),
    );
    const counted = reads.countOf({ type: 'Job', query: '', countries: [], cities: [] });
    failAll(new Error('The reads worker failed'));
    await expect(counted).rejects.toThrow('The reads worker failed');
    expect(heard).toEqual(['The reads worker failed']);
  });
});

describe("App Check's tokens for the worker", () => {
  const jwt = (exp: number) =>
    ['header', btoa(JSON.stringify({ exp })).replace(/=+$/, ''), 'signature'].join('.');

  it("gives the worker the app's token, expiring when the token says", async () => {
    const channel = new MessageChannel();
    channels.push(channel);
    answerTokenRequests(channel.port1, async () => jwt(1_900_000_000));
    const token = await tokensFrom(channel.port2)();
    expect(token).toEqual({ token: jwt(1_900_000_000), expireTimeMillis: 1_900_000_000_000 });
  });

  it('fails the worker’s request when the app cannot get a token', async () => {
    const channel = new MessageChannel();
    channels.push(channel);
    answerTokenRequests(channel.port1, () => Promise.reject(new Error('reCAPTCHA failed')));
    await expect(tokensFrom(channel.port2)()).rejects.toThrow('reCAPTCHA failed');
  });

  it('gives a token it cannot read five minutes', () => {
    const before = Date.now();
    expect(expiryOf('not-a-jwt')).toBeGreaterThanOrEqual(before + 5 * 60_000);
  });
});

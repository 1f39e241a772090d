// The daily budget and the queue: what a transition, the daily run and a send's answer do to a
// job's state.
import { describe, expect, it } from 'vitest';
import type { IndexingState } from '#src/data/indexing';
import {
  afterSend,
  planQueued,
  planTransition,
  startOfUtcDay,
  utcDay,
  type Transition,
} from './indexing-plan';
import { INDEXING_NOTIFICATIONS_PER_DAY } from './indexing-settings';

const NOW = Date.UTC(2026, 10, 20, 15, 30);
const DAY = 24 * 60 * 60 * 1000;
const URL = 'https://jobs.example.com/job/j1';
const at = (ms: number) => new Date(ms);

const transition = (overrides: Partial<Transition> = {}): Transition => ({
  url: URL,
  type: 'URL_UPDATED',
  version: at(NOW - 1000),
  ...overrides,
});

const state = (overrides: Partial<IndexingState> = {}): IndexingState => ({
  url: URL,
  type: 'URL_UPDATED',
  version: at(NOW - DAY),
  queuedAt: null,
  attempt: null,
  sentAt: at(NOW - DAY),
  ...overrides,
});

const options = { now: NOW, attempt: 'a1' };

describe('UTC days', () => {
  it('are counted from midnight UTC', () => {
    expect(utcDay(NOW)).toBe('2026-11-20');
    expect(utcDay(Date.UTC(2026, 10, 20, 23, 59, 59, 999))).toBe('2026-11-20');
    expect(utcDay(Date.UTC(2026, 10, 21))).toBe('2026-11-21');
    expect(startOfUtcDay(NOW)).toBe(Date.UTC(2026, 10, 20));
  });
});

describe('a transition', () => {
  it('is sent, spending the budget, while the day has some: marked in flight first', () => {
    expect(planTransition(null, 0, transition(), options)).toEqual({
      action: 'send',
      state: {
        url: URL,
        type: 'URL_UPDATED',
        version: at(NOW - 1000),
        queuedAt: at(NOW),
        attempt: 'a1',
        sentAt: null,
      },
    });
    const last = INDEXING_NOTIFICATIONS_PER_DAY - 1;
    expect(planTransition(null, last, transition(), options).action).toBe('send');
  });

  it(`is queued once the day's ${INDEXING_NOTIFICATIONS_PER_DAY} are spent`, () => {
    const plan = planTransition(state(), INDEXING_NOTIFICATIONS_PER_DAY, transition(), options);
    expect(plan).toEqual({
      action: 'queue',
      state: {
        url: URL,
        type: 'URL_UPDATED',
        version: at(NOW - 1000),
        queuedAt: at(NOW),
        attempt: null,
        sentAt: at(NOW - DAY),
      },
    });
    expect(planTransition(null, 3, transition(), { ...options, perDay: 3 }).action).toBe('queue');
  });

  it('queued again, keeps its place and takes the latest type', () => {
    const waiting = state({ queuedAt: at(NOW - DAY), type: 'URL_UPDATED' });
    const plan = planTransition(
      waiting,
      INDEXING_NOTIFICATIONS_PER_DAY,
      transition({ type: 'URL_DELETED' }),
      options,
    );
    expect(plan).toMatchObject({
      action: 'queue',
      state: { type: 'URL_DELETED', queuedAt: at(NOW - DAY), attempt: null },
    });
  });

  it('sent now replaces what waited in the queue for it', () => {
    const waiting = state({ queuedAt: at(NOW - DAY), type: 'URL_UPDATED' });
    const plan = planTransition(waiting, 0, transition({ type: 'URL_DELETED' }), options);
    expect(plan).toMatchObject({
      action: 'send',
      state: { type: 'URL_DELETED', queuedAt: at(NOW), attempt: 'a1' },
    });
  });

  it('takes over an entry whose send is in flight, so that send cannot clear it', () => {
    const inFlight = state({ queuedAt: at(NOW - 5000), attempt: 'a0' });
    const plan = planTransition(inFlight, 500, transition({ type: 'URL_DELETED' }), options);
    expect(plan).toMatchObject({ action: 'queue', state: { attempt: null } });
  });

  it('is skipped when this version and type were told already: a retried or doubled trigger', () => {
    const told = state({ version: at(NOW - 1000), type: 'URL_UPDATED' });
    expect(planTransition(told, 0, transition(), options)).toEqual({
      action: 'skip',
      why: 'already told',
    });
  });

  it('of the same version but another type goes on: a delete after the job was told', () => {
    const told = state({ version: at(NOW - 1000), type: 'URL_UPDATED' });
    expect(planTransition(told, 0, transition({ type: 'URL_DELETED' }), options).action).toBe(
      'send',
    );
  });

  it('older than one already handled is skipped: triggers arriving out of order', () => {
    const newer = state({ version: at(NOW), type: 'URL_DELETED' });
    expect(planTransition(newer, 0, transition({ version: at(NOW - 1000) }), options)).toEqual({
      action: 'skip',
      why: 'stale',
    });
  });
});

describe("the next day's run of the queue", () => {
  const tomorrow = { now: NOW + DAY, attempt: 'a2' };

  it('sends an entry queued before its day began, marking it in flight', () => {
    const waiting = state({ queuedAt: at(NOW) });
    expect(planQueued(waiting, 0, tomorrow)).toEqual({
      action: 'send',
      state: { ...waiting, queuedAt: at(NOW + DAY), attempt: 'a2' },
    });
  });

  it('leaves an entry queued today (tomorrow is its day), sent meanwhile, or gone', () => {
    expect(planQueued(state({ queuedAt: at(startOfUtcDay(NOW)) }), 0, options)).toEqual({
      action: 'skip',
    });
    expect(planQueued(state({ queuedAt: null }), 0, tomorrow)).toEqual({ action: 'skip' });
    expect(planQueued(null, 0, tomorrow)).toEqual({ action: 'skip' });
  });

  it("stops when the day's budget is spent", () => {
    const waiting = state({ queuedAt: at(NOW) });
    expect(planQueued(waiting, INDEXING_NOTIFICATIONS_PER_DAY, tomorrow)).toEqual({
      action: 'stop',
    });
  });
});

describe("a send's answer", () => {
  const inFlight = state({ queuedAt: at(NOW), attempt: 'a1' });

  it('sent: leaves the queue', () => {
    expect(afterSend(inFlight, 'a1', { sent: true }, NOW + 5)).toEqual({
      ...inFlight,
      queuedAt: null,
      attempt: null,
      sentAt: at(NOW + 5),
    });
  });

  it('worth trying again (429, 5xx, no answer): stays queued, for the next day', () => {
    const outcome = { sent: false, retry: true, reason: 'refused (503)', status: 503 } as const;
    expect(afterSend(inFlight, 'a1', outcome, NOW + 5)).toEqual({ ...inFlight, attempt: null });
  });

  it('refused for good (a bad URL): dropped', () => {
    const outcome = { sent: false, retry: false, reason: 'refused (400)', status: 400 } as const;
    expect(afterSend(inFlight, 'a1', outcome, NOW + 5)).toEqual({
      ...inFlight,
      queuedAt: null,
      attempt: null,
    });
  });

  it('changes nothing once another transition has taken the entry over', () => {
    expect(afterSend(state({ attempt: 'a9' }), 'a1', { sent: true }, NOW)).toBeNull();
    expect(afterSend(null, 'a1', { sent: true }, NOW)).toBeNull();
  });
});

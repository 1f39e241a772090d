// The hackathons data module against the real Firestore SDK, offline: memory cache, network off.
import { doc, onSnapshot, setDoc } from 'firebase/firestore';
import type { Hackathon } from '@portal/domain/hackathon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpOfflineFirestore } from '@/test/offline-firestore';
import {
  hackathonsCollection,
  hackathonsQuery,
  presentHackathons,
  type HackathonWithId,
} from './hackathons';

const firestore = setUpOfflineFirestore();
let db: ReturnType<typeof firestore>;

beforeEach(() => {
  db = firestore();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function makeHackathon(overrides: Partial<Hackathon> = {}): Hackathon {
  return {
    name: 'Test Hack',
    organizer: 'Test Org',
    startDate: '2026-12-05',
    endDate: '2026-12-07',
    mode: 'Online',
    description: 'Build something useful in a weekend.',
    registrationLink: 'https://example.com/register',
    ...overrides,
  };
}

/** Writes locally. Offline, a write is never acknowledged, so nothing awaits it. */
function writeRaw(id: string, data: Record<string, unknown>) {
  setDoc(doc(db, 'hackathons', id), data).catch(() => {});
}

/** Resolves with the first list the query's listener reports that satisfies `until`. */
function nextHackathons(until: (list: HackathonWithId[]) => boolean): Promise<HackathonWithId[]> {
  return new Promise((resolve, reject) => {
    const stop = onSnapshot(
      hackathonsQuery(db),
      (snapshot) => {
        const list = presentHackathons(snapshot.docs.map((d) => d.data()));
        if (!until(list)) return;
        stop();
        resolve(list);
      },
      reject,
    );
  });
}

describe('hackathons data module', () => {
  it('lists hackathons by start date, soonest first, with their ids', async () => {
    writeRaw(
      'late',
      makeHackathon({ name: 'Late', startDate: '2027-04-09', endDate: '2027-04-11' }),
    );
    writeRaw('early', makeHackathon({ name: 'Early', startDate: '2026-12-05' }));
    writeRaw(
      'middle',
      makeHackathon({ name: 'Middle', startDate: '2027-02-13', endDate: '2027-02-14' }),
    );

    const list = await nextHackathons((l) => l.length >= 3);
    expect(list.map((h) => h.id)).toEqual(['early', 'middle', 'late']);
    expect(list[0]).toEqual({ id: 'early', ...makeHackathon({ name: 'Early' }) });
    expect(hackathonsCollection(db).path).toBe('hackathons');
  });

  it('leaves out a document that fails the schema and reports it once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    writeRaw('good-hackathon', makeHackathon());
    writeRaw('broken-hackathon', makeHackathon({ mode: 'Underwater' as Hackathon['mode'] }));

    const first = await nextHackathons((l) => l.length >= 1);
    const second = await nextHackathons((l) => l.length >= 1);
    expect(first.map((h) => h.id)).toEqual(['good-hackathon']);
    expect(second.map((h) => h.id)).toEqual(['good-hackathon']);

    const reports = error.mock.calls.filter(([message]) =>
      String(message).includes('broken-hackathon'),
    );
    expect(reports).toHaveLength(1);
    expect(String(reports[0]?.[0])).toMatch(/mode/);
  });

  it('leaves out a hackathon that ends before it starts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    writeRaw('good', makeHackathon());
    writeRaw('backwards', makeHackathon({ startDate: '2026-12-07', endDate: '2026-12-05' }));

    const list = await nextHackathons((l) => l.length >= 1);
    expect(list.map((h) => h.id)).toEqual(['good']);
  });
});

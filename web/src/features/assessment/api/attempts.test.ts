// Past attempts against the real Firestore SDK, offline: a saved attempt lists at once, the
// list runs newest first, and a stored attempt that breaks the schema is left out.
import { collection, doc, onSnapshot, setDoc, Timestamp } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpOfflineFirestore } from '@/test/offline-firestore';
import { scoredAttempt as scored } from './attempt-fixtures';
import { attemptsQuery, saveAttempt, type StoredAttempt } from './attempts';

const firestore = setUpOfflineFirestore();

/** Writes a document as it would be stored, bypassing saveAttempt. */
function store(uid: string, id: string, fields: object, createdAt: Date) {
  const ref = doc(collection(firestore(), 'users', uid, 'assessments'), id);
  const plain = JSON.parse(JSON.stringify(fields)) as object;
  setDoc(ref, { ...plain, createdAt: Timestamp.fromDate(createdAt) }).catch(() => {});
}

function nextAttempts(
  uid: string,
  until: (attempts: StoredAttempt[]) => boolean,
): Promise<StoredAttempt[]> {
  return new Promise((resolve, reject) => {
    const stop = onSnapshot(
      attemptsQuery(firestore(), uid),
      { includeMetadataChanges: true },
      (snapshot) => {
        const attempts = snapshot.docs.map((d) => d.data()).filter((a) => a !== null);
        if (!until(attempts)) return;
        stop();
        resolve(attempts);
      },
      reject,
    );
  });
}

describe('attempts data module', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves an attempt at once, with the server time, waiting to sync', async () => {
    const { id, acknowledged } = saveAttempt(firestore(), 'alice', scored(72));
    acknowledged.catch(() => {});
    expect(id).toMatch(/^\w{20}$/);
    const [saved] = await nextAttempts('alice', (list) => list.length === 1);
    expect(saved).toMatchObject({ id, overall: 72, band: 'B1', waitingToSync: true });
    expect(saved?.createdAt).toBeInstanceOf(Date);
    expect(saved?.items[0]?.diff[1]).toEqual({ op: 'omit', expected: 'the' });
  });

  it("lists one user's attempts, newest first", async () => {
    const at = (day: number) => new Date(2026, 10, day);
    store('alice', 'older', scored(40), at(1));
    store('alice', 'newer', scored(80), at(5));
    store('alice', 'middle', scored(60), at(3));
    store('bob', 'other', scored(90), at(4));
    const attempts = await nextAttempts('alice', (list) => list.length === 3);
    expect(attempts.map((a) => a.id)).toEqual(['newer', 'middle', 'older']);
    expect(attempts.map((a) => a.overall)).toEqual([80, 60, 40]);
  });

  it('leaves out a stored attempt that breaks the schema, and logs it once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const at = new Date(2026, 10, 1);
    store('carol', 'broken', { ...scored(50), overall: 150 }, at);
    store('carol', 'fine', scored(50), at);
    await nextAttempts('carol', (list) => list.length === 1);
    // A later change reads the broken one again: it is not reported twice.
    store('carol', 'later', scored(55), at);
    const attempts = await nextAttempts('carol', (list) => list.length === 2);
    expect(attempts.map((a) => a.id).sort()).toEqual(['fine', 'later']);
    const reports = error.mock.calls.filter(([text]) => String(text).includes('broken'));
    expect(reports).toHaveLength(1);
    expect(reports[0]?.[0]).toMatch(/users\/carol\/assessments\/broken was left out: .*overall/);
  });

  it('sends no attempt that breaks the schema, and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { acknowledged } = saveAttempt(firestore(), 'dave', { ...scored(10), overall: -5 });
    await expect(acknowledged).rejects.toThrow(/does not match the schema/);
    expect(error).toHaveBeenCalledWith('Failed to save assessment', expect.any(Error));
  });
});

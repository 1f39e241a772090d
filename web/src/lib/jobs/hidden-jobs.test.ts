// The hidden-jobs list against the real Firestore SDK, offline.
import { onSnapshot, setDoc, Timestamp } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeJob } from '@/test/jobs';
import { setUpOfflineFirestore } from '@/test/offline-firestore';
import { hiddenJobsRef, watchHiddenJobIds } from './hidden-jobs';
import { openJobs } from './jobs';

const firestore = setUpOfflineFirestore();

afterEach(() => vi.restoreAllMocks());

/**
 * Resolves once this device's copy of the list holds a document: a write lands there at once,
 * offline too, where its promise waits for a server.
 */
function listWritten(): Promise<void> {
  return new Promise((resolve) => {
    const stop = onSnapshot(hiddenJobsRef(firestore()), (snapshot) => {
      if (!snapshot.exists()) return;
      stop();
      resolve();
    });
  });
}

function nextIds(until: (ids: ReadonlySet<string>) => boolean): Promise<ReadonlySet<string>> {
  return new Promise((resolve) => {
    const stop = watchHiddenJobIds(firestore(), (ids) => {
      if (!until(ids)) return;
      stop();
      resolve(ids);
    });
  });
}

describe('hidden jobs list', () => {
  it('hides nothing while the list does not exist', async () => {
    expect([...(await nextIds(() => true))]).toEqual([]);
  });

  it('reads the ids moderation hid', async () => {
    setDoc(hiddenJobsRef(firestore()), {
      ids: ['job-1', 'job-2'],
      updatedAt: Timestamp.now(),
    }).catch(() => {});
    expect([...(await nextIds((ids) => ids.size > 0))].sort()).toEqual(['job-1', 'job-2']);
  });

  it('hides nothing, and says why, when the list is malformed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setDoc(hiddenJobsRef(firestore()), { ids: 'job-1' }).catch(() => {});
    await listWritten();
    expect([...(await nextIds(() => true))]).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/does not match its schema/));
  });
});

describe('openJobs', () => {
  it('keeps active jobs before their expiry that moderation has not hidden', () => {
    const now = Date.UTC(2026, 10, 23);
    const open = makeJob({ expiresAt: new Date(now + 1) });
    const expired = makeJob({ expiresAt: new Date(now) });
    const closed = makeJob({ status: 'closed' });
    const hidden = makeJob();
    expect(openJobs([open, expired, closed, hidden], new Set([hidden.id]), now)).toEqual([open]);
  });
});

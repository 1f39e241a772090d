// Rewrites the jobs stored before `posterKey`: each one's `postedBy` (the poster's uid, which
// anyone could read) becomes its posterKey (domain/src/jobs/poster-key.ts) and goes. A page at
// a time, each page one batch, until no job has `postedBy`: run again, it finds none and writes
// nothing, and a run stopped halfway carries on where it stopped.
import { posterKeyOf } from '@portal/domain/jobs/poster-key';
import type { Firestore } from 'firebase-admin/firestore';
import { jobsWithPostedBy, replacePostedBy } from '#src/data/jobs';

/** Well under a batch's 500 writes. */
const PAGE = 400;

export async function migratePosterKeys(
  db: Firestore,
  { page = PAGE, onPage }: { page?: number; onPage?: (migrated: number) => void } = {},
): Promise<number> {
  let migrated = 0;
  for (;;) {
    const jobs = await jobsWithPostedBy(db, page);
    if (jobs.length === 0) return migrated;
    const batch = db.batch();
    for (const { ref, uid } of jobs) {
      replacePostedBy(batch, ref, uid === null ? null : await posterKeyOf(uid));
    }
    await batch.commit();
    migrated += jobs.length;
    onPage?.(migrated);
  }
}

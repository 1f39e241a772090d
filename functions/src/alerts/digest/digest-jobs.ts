// What the alert digest reads of \`jobs\`: the new active jobs, only the fields it matches and lists.
import {
  DIGEST_JOB_FIELDS,
  type DigestJob,
  type DigestJobField,
} from '@portal/domain/alerts/alert-digest';
import { COLLECTIONS } from '@portal/domain/constants';
import { jobDocumentSchema } from '@portal/domain/jobs/job';
import {
  Timestamp,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import { parseStored } from '#src/data/firestore-values';

const DigestJobSchema = jobDocumentSchema().pick(
  Object.fromEntries(DIGEST_JOB_FIELDS.map((field) => [field, true])) as {
    [Field in DigestJobField]: true;
  },
);

/**
 * The active jobs created in (from, until], newest first, for the alert digest: one read per
 * run, whatever the number of alerts (index: status, createdAt desc). Only the fields the digest
 * matches on and lists, `pageSize` at a time after a cursor.
 */
export async function readJobsForDigest(
  db: Firestore,
  from: number,
  until: number,
  pageSize = 500,
): Promise<DigestJob[]> {
  const query = db
    .collection(COLLECTIONS.jobs)
    .where('status', '==', 'active')
    .where('createdAt', '>', Timestamp.fromMillis(from))
    .where('createdAt', '<=', Timestamp.fromMillis(until))
    .orderBy('createdAt', 'desc')
    .select(...DIGEST_JOB_FIELDS)
    .limit(pageSize);
  const jobs: DigestJob[] = [];
  let after: QueryDocumentSnapshot | null = null;
  for (;;) {
    const page: QuerySnapshot = await (after ? query.startAfter(after) : query).get();
    for (const doc of page.docs) {
      const job = parseStored(DigestJobSchema, doc, 'left out of the digest');
      if (job) jobs.push({ ...job, id: doc.id });
    }
    if (page.size < pageSize) return jobs;
    after = page.docs[page.size - 1]!;
  }
}

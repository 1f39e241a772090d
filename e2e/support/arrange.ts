// Data a spec arranges for itself on the Firestore emulator, written as the functions would
// write it (rules bypassed), with words no other spec's data contains: specs run in parallel, in
// any order, on one emulator, and each asserts only on what it made.
import { randomBytes } from 'node:crypto';
import type { Job, JobDocument, JobFields } from '../../domain/src/jobs/job';
import { DAY_MS } from '../../domain/src/jobs/job-expiry';
import { toFields } from '@portal/testing/firestore-emulator';
import { documentName, firestoreRequest, reconcileSearchIndex } from './emulators';

/**
 * A word found in no other test's data (letters only, so no search normalises it away): put it
 * in what a test searches or filters for, and it finds only what the test made.
 */
export function uniqueWord(prefix = 'qz'): string {
  const letters = [...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26)));
  return `${prefix}${letters.join('')}`;
}

export type JobSpec = Partial<JobFields> &
  Partial<Pick<JobDocument, 'status' | 'createdAt' | 'expiresAt' | 'posterKey' | 'confirmedAt'>>;

/** When arranged jobs were posted, by default: before any alert made during the run. */
const AN_HOUR_MS = 60 * 60 * 1000;

/**
 * Writes these jobs in one commit and returns them as the lists show them. Unless a spec says
 * otherwise, each is an open Job, posted by a guest an hour ago (so that no alert made during
 * the run counts it as new: the digest spec's mail lists only what it posted), expiring in 30
 * days, and the first is the newest (one second between each), so a list shows them in the
 * order given.
 */
export async function arrangeJobs(specs: JobSpec[]): Promise<Job[]> {
  const now = Date.now();
  const batch = uniqueWord('e2e');
  const jobs = specs.map((spec, index): Job => {
    const { status, createdAt, expiresAt, posterKey, confirmedAt, ...fields } = spec;
    return {
      id: `${batch}-${index}`,
      Title: `Arranged role ${batch}`,
      Type: 'Job',
      Company: 'Arranged Works',
      ApplyURL: 'https://jobs.example.com/apply',
      Skills: '<p>Care</p>',
      ...fields,
      createdAt: createdAt ?? new Date(now - AN_HOUR_MS - index * 1000),
      updatedAt: new Date(now),
      expiresAt: expiresAt ?? new Date(now + 30 * DAY_MS),
      posterKey: posterKey ?? null,
      status: status ?? 'active',
      // Only when a spec says its poster confirmed it open (still-hiring): most jobs never were.
      ...(confirmedAt && { confirmedAt }),
    };
  });
  await firestoreRequest('documents:commit', {
    writes: jobs.map(({ id, ...document }) => ({
      update: { name: documentName(`jobs/${id}`), fields: toFields(document) },
    })),
  });
  await reconcileSearchIndex();
  return jobs;
}

/** One job, as `arrangeJobs` writes it. */
export async function arrangeJob(spec: JobSpec = {}): Promise<Job> {
  const [job] = await arrangeJobs([spec]);
  return job!;
}

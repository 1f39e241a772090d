// Jobs written straight into the Firestore emulator, as a post would have stored them.
import { DAY_MS } from '@portal/domain/jobs/job-expiry';
import type { JobStatus } from '@portal/domain/jobs/job';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { jobRef } from '#src/data/jobs';

export interface StoredJobOptions {
  status?: JobStatus;
  /** Milliseconds from now; negative for a job that has expired. */
  expiresIn?: number;
  createdAgo?: number;
  Title?: string;
}

export async function storeJob(
  db: Firestore,
  id: string,
  { status = 'active', expiresIn = 30 * DAY_MS, createdAgo = DAY_MS, Title }: StoredJobOptions = {},
): Promise<void> {
  const now = Date.now();
  const created = Timestamp.fromMillis(now - createdAgo);
  await jobRef(db, id).set({
    Title: Title ?? `Job ${id}`,
    Type: 'Job',
    Company: 'Acme Labs',
    ApplyURL: `https://acme.example.com/jobs/${id}`,
    Skills: '<p>Care</p>',
    createdAt: created,
    updatedAt: created,
    expiresAt: Timestamp.fromMillis(now + expiresIn),
    posterKey: null,
    status,
  });
}

export async function readJob(db: Firestore, id: string) {
  const data = (await jobRef(db, id).get()).data();
  if (!data) throw new Error(`No job ${id}`);
  return data;
}

// Runs closeExpiredJobs every 15 minutes. Firestore's TTL is not used: it deletes documents,
// and a closed job must stay, so every browser's sync hears that it closed.
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminFirestore } from '#src/platform/admin';
import { indexJobsNow } from '#src/search/index-on-write';
import { searchDatabaseSecrets } from '#src/search/search-database';
import { closeExpiredJobs } from './close-expired-jobs';

export const closeExpiredJobsEvery15Minutes = onSchedule(
  { schedule: 'every 15 minutes', secrets: searchDatabaseSecrets(), maxInstances: 1 },
  async () => {
    const db = adminFirestore('Closing expired jobs');
    const closed = await closeExpiredJobs(db, Date.now());
    // Search already leaves an expired job out; this keeps the index's status true.
    await indexJobsNow(db, closed);
    logger.info(`Closed ${closed.length} expired job${closed.length === 1 ? '' : 's'}`);
  },
);

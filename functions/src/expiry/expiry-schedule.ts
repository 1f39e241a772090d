// Runs closeExpiredJobs every 15 minutes. Firestore's TTL is not used: it deletes documents,
// and a closed job must stay, so every browser's sync hears that it closed.
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminFirestore } from '../platform/admin';
import { closeExpiredJobs } from './close-expired-jobs';

export const closeExpiredJobsEvery15Minutes = onSchedule('every 15 minutes', async () => {
  const closed = await closeExpiredJobs(adminFirestore('Closing expired jobs'), Date.now());
  logger.info(`Closed ${closed} expired job${closed === 1 ? '' : 's'}`);
});

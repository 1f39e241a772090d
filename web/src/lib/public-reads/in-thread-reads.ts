// The public reads over a Firestore in this thread: the app's own (a browser that keeps Firestore
// on disk, offline mode), or the worker's (reads-worker.ts, which serves these to the app).
import { MAX_QUERY_LIMIT } from '@portal/domain/constants';
import { getCountFromServer, onSnapshot, type Firestore } from 'firebase/firestore';
import { followRanges, listQuery, watchNewestJobs } from '@/lib/job-list/firestore-list';
import { watchHiddenJobIds } from '@/lib/jobs/hidden-jobs';
import { jobRef } from '@/lib/jobs/job-documents';
import { watchJobsById } from '@/lib/jobs/jobs-by-id';
import type { PublicReads } from './public-reads';

export function inThreadReads(db: Firestore): PublicReads {
  return {
    followRanges: ({ type, filter, ...ranges }) =>
      followRanges({
        ...ranges,
        queryOf: (range) => listQuery(db, type, filter, range.limit, range),
      }),
    watchNewestJobs: (type, filter, onJobs) => watchNewestJobs(db, type, filter, onJobs),
    watchJobsById: (ids, statuses, onJobs) => watchJobsById(db, ids, statuses, onJobs),
    // The rules refuse a count of more (an unbounded count is billed a read per thousand jobs
    // it passes); at the ceiling, the search index's count says how many there are.
    countOf: async (list) =>
      (await getCountFromServer(listQuery(db, list.type, list, MAX_QUERY_LIMIT))).data().count,
    watchJob: (id, onAnswer, onError) =>
      onSnapshot(
        jobRef(db, id),
        (snapshot) => onAnswer({ job: snapshot.data(), fromCache: snapshot.metadata.fromCache }),
        onError,
      ),
    watchHiddenJobIds: (onIds) => watchHiddenJobIds(db, onIds),
  };
}

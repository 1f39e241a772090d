// The signed-in user's saved jobs, read live from Firestore (saved-jobs.ts), and the ways to save
// and unsave, told to the saved jobs' context (saved-jobs-context.tsx), which loads this only once
// someone is signed in: a guest's page never loads Firestore for its hearts. A heart then saves
// in the click itself, with no code to fetch first, so a save made offline takes at once.
import { useEffect, useEffectEvent, useMemo } from 'react';
import { useFirestore } from '@/lib/firebase/firebase-services';
import { saveJob, unsaveJob, useSavedJobs, type SavedJobsResult } from './saved-jobs';

export interface SavingActions {
  save(jobId: string): void;
  unsave(jobId: string): void;
}

export interface SavedJobsRead {
  userId: string;
  saved: SavedJobsResult;
  actions: SavingActions;
}

export default function SignedInSavedJobs({
  userId,
  onRead,
}: {
  userId: string;
  onRead: (read: SavedJobsRead) => void;
}) {
  const db = useFirestore();
  const saved = useSavedJobs(userId);
  const actions = useMemo(
    (): SavingActions => ({
      save: (jobId) => saveJob(db, userId, jobId),
      unsave: (jobId) => unsaveJob(db, userId, jobId),
    }),
    [db, userId],
  );
  const tell = useEffectEvent(onRead);
  useEffect(() => tell({ userId, saved, actions }), [userId, saved, actions]);
  return null;
}

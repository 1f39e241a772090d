// The signed-in user's saved jobs, read live from Firestore (saved-jobs.ts) and told to the saved
// jobs' context (saved-jobs-context.tsx), which loads this only once someone is signed in.
import { useEffect, useEffectEvent } from 'react';
import { useSavedJobs, type SavedJobsResult } from './saved-jobs';

export default function SignedInSavedJobs({
  userId,
  onSaved,
}: {
  userId: string;
  onSaved: (saved: SavedJobsResult) => void;
}) {
  const saved = useSavedJobs(userId);
  const tell = useEffectEvent(onSaved);
  useEffect(() => tell(saved), [saved]);
  return null;
}

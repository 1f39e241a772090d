// What the screen at the door found in a post, `screenings/{jobId}`: its score and the signals
// behind it, each a sentence for a moderator. The posting function writes it; moderators alone
// read it, never the poster, who would learn what to write around.
import { COLLECTIONS } from '@portal/domain/constants';
import {
  ScreeningRecordSchema,
  type ScreeningRecord,
} from '@portal/domain/moderation/screening-record';
import { doc, type Firestore } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from '@/lib/firebase/firebase-services';
import { useLiveDoc, type LiveResult } from '@/lib/firebase/live-result';
import { schemaConverter } from '@/lib/firebase/schema-converter';

const screeningConverter = schemaConverter(ScreeningRecordSchema, {
  read: (screening): ScreeningRecord => screening,
  refusal: 'Only the posting function writes screenings',
});

export function screeningRef(db: Firestore, jobId: string) {
  return doc(db, COLLECTIONS.screenings, jobId).withConverter(screeningConverter);
}

/** The job's screening, null when none was kept (posted before screenings were) or unreadable. */
export function useScreening(jobId: string): LiveResult<ScreeningRecord | null> {
  const db = useFirestore();
  const ref = useMemo(() => screeningRef(db, jobId), [db, jobId]);
  const result = useLiveDoc(ref);
  return useMemo(
    () => (result.status === 'success' ? { status: 'success', data: result.data ?? null } : result),
    [result],
  );
}

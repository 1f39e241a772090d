// The audit log, `moderationLog/{id}`: who did what to which job, and why. The moderation
// functions write an entry in the same transaction as the action; moderators read it.
import { COLLECTIONS } from '@portal/domain/constants';
import {
  ModerationLogEntrySchema,
  type ModerationLogEntry,
} from '@portal/domain/moderation/moderation-actions';
import { collection, limit, orderBy, query, type Firestore } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from '@/lib/firebase/firebase-services';
import { useLiveQuery, type LiveResult } from '@/lib/firebase/live-result';
import { schemaConverter } from '@/lib/firebase/schema-converter';
import { usePresent } from './present';

export type LogEntry = ModerationLogEntry & { id: string };

export const LOG_ENTRIES_SHOWN = 50;

const logConverter = schemaConverter(ModerationLogEntrySchema, {
  read: (entry, snapshot): LogEntry => ({ id: snapshot.id, ...entry }),
  refusal: 'Only the moderation functions write the audit log',
});

export function moderationLogQuery(db: Firestore) {
  return query(
    collection(db, COLLECTIONS.moderationLog).withConverter(logConverter),
    orderBy('at', 'desc'),
    limit(LOG_ENTRIES_SHOWN),
  );
}

/** The latest entries, newest first, live. */
export function useModerationLog(): LiveResult<LogEntry[]> {
  const db = useFirestore();
  const log = useMemo(() => moderationLogQuery(db), [db]);
  return usePresent(useLiveQuery(log));
}

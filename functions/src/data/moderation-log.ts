// `moderationLog/{id}`: one entry per moderator's action, with why (domain's
// ModerationLogEntrySchema). Written in the action's own transaction; moderators read it.
import { COLLECTIONS } from '@portal/domain/constants';
import type { ModerationLogEntry } from '@portal/domain/moderation/moderation-actions';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';

export function logModeration(
  tx: Transaction,
  db: Firestore,
  entry: Omit<ModerationLogEntry, 'at'>,
): void {
  tx.create(db.collection(COLLECTIONS.moderationLog).doc(), {
    ...entry,
    at: FieldValue.serverTimestamp(),
  });
}

// `mail`: outgoing mail in the format of Firebase's Trigger Email extension (to, message with
// subject, text and html, top-level headers; delivery written as it is sent), so production
// may hand the collection to the extension instead of our sender. Functions only. Beyond the
// extension's fields: `delivery.nextAttemptAt`, when the retry pass (mail/retry-mail.ts) may
// next take the mail (null once it is sent or given up), and `digest`, the alert whose digest
// the mail carries, whose window moves on only when the mail is delivered.
import { COLLECTIONS } from '@portal/domain/constants';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { parseStored } from './firestore-values';

export const OutgoingMailSchema = z.object({
  to: z.email(),
  message: z.object({
    subject: z.string().min(1).max(300),
    text: z.string().min(1),
    html: z.string().min(1),
  }),
  headers: z.record(z.string(), z.string()).optional(),
});
export type OutgoingMail = z.infer<typeof OutgoingMailSchema>;

export const DELIVERY_STATES = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR'] as const;

const TimestampSchema = z.instanceof(Timestamp);

/**
 * How long a just-queued mail is left to whoever queued it (the trigger in production, the
 * producer itself on the emulators) before the retry pass takes it as forgotten.
 */
export const PENDING_GRACE_MS = 2 * 60_000;

/** The extension's `delivery` field, as far as our sender writes it. */
export const DeliverySchema = z.object({
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int().min(0),
  /**
   * When the retry pass may take the mail: a PENDING mail's grace, a PROCESSING one's lease, an
   * ERROR's back-off. Null when nothing more will be tried: SUCCESS, or an ERROR that is final.
   */
  nextAttemptAt: TimestampSchema.nullable().optional(),
  startTime: TimestampSchema.nullable().optional(),
  endTime: TimestampSchema.nullable().optional(),
  leaseExpireTime: TimestampSchema.nullable().optional(),
  error: z.string().nullable().optional(),
  info: z
    .object({
      messageId: z.string().nullable(),
      accepted: z.array(z.string()),
      rejected: z.array(z.string()),
      response: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

/** What a digest's mail carries: its alert, whose window moves on once this is delivered. */
export const CarriedDigestSchema = z.object({ alertId: z.string().min(1) });
export type CarriedDigest = z.infer<typeof CarriedDigestSchema>;

export const StoredMailSchema = OutgoingMailSchema.extend({
  delivery: DeliverySchema.optional(),
  digest: CarriedDigestSchema.optional(),
});
export type StoredMail = z.infer<typeof StoredMailSchema>;

/** Every mail document, as a trigger names it: its id is the trigger's `mailId`. */
export const MAIL_DOCUMENTS = `${COLLECTIONS.mail}/{mailId}` as const;

export function mailRef(db: Firestore, id: string): DocumentReference {
  return db.collection(COLLECTIONS.mail).doc(id);
}

/** A reference with a fresh id, for a mail about to be queued. */
export function newMailRef(db: Firestore): DocumentReference {
  return db.collection(COLLECTIONS.mail).doc();
}

/**
 * Queues a mail under a chosen id; `create` fails if it exists, so a retry queues nothing twice.
 * `digest` marks a digest's mail, so its delivery moves its alert's window on.
 */
export function queueMail(
  tx: Transaction,
  ref: DocumentReference,
  mail: OutgoingMail,
  { digest }: { digest?: CarriedDigest } = {},
): void {
  const delivery: Delivery = {
    state: 'PENDING',
    attempts: 0,
    nextAttemptAt: Timestamp.fromMillis(Date.now() + PENDING_GRACE_MS),
  };
  tx.create(ref, {
    ...OutgoingMailSchema.parse(mail),
    ...(digest && { digest: CarriedDigestSchema.parse(digest) }),
    delivery,
    createdAt: FieldValue.serverTimestamp(),
  });
}

/** Sent, or given up: nothing more will be tried. */
export function deliveryIsOver(delivery: Delivery | undefined): boolean {
  if (!delivery) return false;
  return delivery.state === 'SUCCESS' || (delivery.state === 'ERROR' && !delivery.nextAttemptAt);
}

/**
 * Mail the retry pass should take at `now`, oldest due first, a page at a time after `after`
 * (single-field index on delivery.nextAttemptAt).
 */
export async function dueMailIds(
  db: Firestore,
  now: number,
  limit: number,
  after: { at: Timestamp; id: string } | null,
): Promise<{ id: string; at: Timestamp }[]> {
  let query = db
    .collection(COLLECTIONS.mail)
    .where('delivery.nextAttemptAt', '<=', Timestamp.fromMillis(now))
    .orderBy('delivery.nextAttemptAt')
    .orderBy(FieldPath.documentId())
    .select('delivery.nextAttemptAt')
    .limit(limit);
  if (after) query = query.startAfter(after.at, after.id);
  const page = await query.get();
  return page.docs.map((doc) => ({
    id: doc.id,
    at: TimestampSchema.parse(doc.get('delivery.nextAttemptAt')),
  }));
}

export async function readMail(tx: Transaction, ref: DocumentReference) {
  return parseStored(StoredMailSchema, await tx.get(ref), 'left alone');
}

export function writeDelivery(tx: Transaction, ref: DocumentReference, delivery: Delivery): void {
  tx.update(ref, { delivery: DeliverySchema.parse(delivery) });
}

export async function recordDelivery(ref: DocumentReference, delivery: Delivery): Promise<void> {
  await ref.update({ delivery: DeliverySchema.parse(delivery) });
}

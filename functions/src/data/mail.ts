// `mail`: outgoing mail in the format of Firebase's Trigger Email extension (to, message with
// subject, text and html, top-level headers; delivery written as it is sent), so production
// may hand the collection to the extension instead of our sender. Functions only.
import { COLLECTIONS } from '@portal/domain/constants';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';

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

/** The extension's `delivery` field, as far as our sender writes it. */
export const DeliverySchema = z.object({
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int().min(0),
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

export const StoredMailSchema = OutgoingMailSchema.extend({
  delivery: DeliverySchema.optional(),
});
export type StoredMail = z.infer<typeof StoredMailSchema>;

export function mailRef(db: Firestore, id: string): DocumentReference {
  return db.collection(COLLECTIONS.mail).doc(id);
}

/** Queues a mail under a chosen id; `create` fails if it exists, so a retry queues nothing twice. */
export function queueMail(tx: Transaction, ref: DocumentReference, mail: OutgoingMail): void {
  tx.create(ref, {
    ...OutgoingMailSchema.parse(mail),
    delivery: { state: 'PENDING', attempts: 0 },
    createdAt: FieldValue.serverTimestamp(),
  });
}

export async function readMail(tx: Transaction, ref: DocumentReference) {
  const snapshot = await tx.get(ref);
  if (!snapshot.exists) return null;
  const parsed = StoredMailSchema.safeParse(snapshot.data());
  return parsed.success ? parsed.data : null;
}

export function writeDelivery(tx: Transaction, ref: DocumentReference, delivery: Delivery): void {
  tx.update(ref, { delivery: DeliverySchema.parse(delivery) });
}

export async function recordDelivery(ref: DocumentReference, delivery: Delivery): Promise<void> {
  await ref.update({ delivery: DeliverySchema.parse(delivery) });
}

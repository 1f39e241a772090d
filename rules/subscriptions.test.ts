// firestore.rules for `subscriptions` (job alerts) and `mail`, against the Firestore emulator
// (npm run test:emulators). Both belong to the functions alone: every client, guest, signed-in
// or the very user the alert belongs to, is refused every read and write. Seeding bypasses the
// rules; every test gets fresh contexts.
import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { OWNER, useRulesTestEnvironment, type TestDb } from './helpers';

const createdAt = Timestamp.fromDate(new Date('2026-10-01T00:00:00Z'));

/** An alert as the subscribe callable stores it, made by the signed-in user for their address. */
const storedAlert = {
  email: `${OWNER}@example.com`,
  search: null,
  frequency: 'daily',
  confirmed: true,
  paused: false,
  ownerUid: OWNER,
  createdAt,
  confirmedAt: createdAt,
  confirmationSentAt: createdAt,
  since: createdAt,
  dueAt: createdAt,
  lastSentAt: null,
  lastSentJobIds: [],
};

const storedMail = {
  to: `${OWNER}@example.com`,
  message: { subject: 'Confirm your job alert', text: 'Confirm', html: '<p>Confirm</p>' },
  delivery: { state: 'SUCCESS', attempts: 1 },
};

const { guest, owner, otherUser } = useRulesTestEnvironment(async (db) => {
  await setDoc(doc(db, 'subscriptions', 'mine'), storedAlert);
  await setDoc(doc(db, 'mail', 'confirm-mine'), storedMail);
});

const callers: [string, () => TestDb][] = [
  ['a guest', guest],
  ['the signed-in user the alert is for', owner],
  ['another user', otherUser],
];

const collections = [
  { name: 'subscriptions', id: 'mine', data: storedAlert, field: 'email' },
  { name: 'mail', id: 'confirm-mine', data: storedMail, field: 'to' },
] as const;

describe.each(collections)('$name: functions only', ({ name, id, data, field }) => {
  it.each(callers)('%s cannot get one', async (_who, db) => {
    await assertFails(getDoc(doc(db(), name, id)));
  });

  it.each(callers)('%s cannot list them, not even for their own address', async (_who, db) => {
    await assertFails(getDocs(collection(db(), name)));
    await assertFails(
      getDocs(query(collection(db(), name), where(field, '==', `${OWNER}@example.com`))),
    );
  });

  it.each(callers)('%s cannot create one, however well formed', async (_who, db) => {
    await assertFails(
      setDoc(doc(collection(db(), name)), { ...data, createdAt: serverTimestamp() }),
    );
    await assertFails(setDoc(doc(db(), name, 'chosen-id'), data));
  });

  it.each(callers)('%s cannot change or remove one', async (_who, db) => {
    await assertFails(updateDoc(doc(db(), name, id), { [field]: 'someone@example.com' }));
    await assertFails(setDoc(doc(db(), name, id), data));
    await assertFails(deleteDoc(doc(db(), name, id)));
  });
});

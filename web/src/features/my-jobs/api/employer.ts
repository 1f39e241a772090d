// The domain this account verified (`employers/{uid}`, which its owner alone reads), live; and
// the two callables that verify one: a code mailed to a work address, then the code entered.
import { COLLECTIONS } from '@portal/domain/constants';
import {
  ConfirmEmployerCodeResultSchema,
  EmployerRecordSchema,
  SendEmployerCodeResultSchema,
  type ConfirmEmployerCodeResult,
  type EmployerRecord,
  type SendEmployerCodeResult,
} from '@portal/domain/employers/employer';
import { doc, type Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { useMemo } from 'react';
import { callFunction, type CallOutcome } from '@/lib/firebase/callables';
import { useFirestore } from '@/lib/firebase/firebase-services';
import { useLiveDoc, type LiveResult } from '@/lib/firebase/live-result';
import { schemaConverter } from '@/lib/firebase/schema-converter';

const employerConverter = schemaConverter(EmployerRecordSchema, {
  read: (record) => record,
  refusal: 'Only the employer functions write employers',
});

function employerRef(db: Firestore, uid: string) {
  return doc(db, COLLECTIONS.employers, uid).withConverter(employerConverter);
}

/** The verified domain's record, null when none (or unreadable), live. */
export function useVerifiedEmployer(uid: string): LiveResult<EmployerRecord | null> {
  const db = useFirestore();
  const ref = useMemo(() => employerRef(db, uid), [db, uid]);
  const result = useLiveDoc(ref);
  return useMemo(
    () => (result.status === 'success' ? { status: 'success', data: result.data ?? null } : result),
    [result],
  );
}

export function sendEmployerCode(
  functions: Functions,
  email: string,
): Promise<CallOutcome<SendEmployerCodeResult>> {
  return callFunction(functions, 'sendEmployerCode', { email }, SendEmployerCodeResultSchema);
}

export function confirmEmployerCode(
  functions: Functions,
  code: string,
): Promise<CallOutcome<ConfirmEmployerCodeResult>> {
  return callFunction(functions, 'confirmEmployerCode', { code }, ConfirmEmployerCodeResultSchema);
}

// The hackathon cards as moderators keep them: the `hackathons` collection, read as the
// Hackathons page reads it (which is another feature's, so not imported), and the two
// callables that change it, `saveHackathon` and `removeHackathon`: nobody writes it directly.
import { COLLECTIONS } from '@portal/domain/constants';
import { HackathonSchema, type Hackathon } from '@portal/domain/hackathon';
import {
  HackathonChangeResultSchema,
  type HackathonChangeResult,
  type SaveHackathonInput,
} from '@portal/domain/moderation/hackathon-admin';
import { collection, orderBy, query, type Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { useMemo } from 'react';
import { callFunction, type CallOutcome } from '@/lib/firebase/callables';
import { useFirestore } from '@/lib/firebase/firebase-services';
import { useLiveQuery, type LiveResult } from '@/lib/firebase/live-result';
import { schemaConverter } from '@/lib/firebase/schema-converter';
import { usePresent } from './present';

export type StoredHackathon = Hackathon & { id: string };

const hackathonConverter = schemaConverter(HackathonSchema, {
  read: (hackathon, snapshot): StoredHackathon => ({ id: snapshot.id, ...hackathon }),
  refusal: 'Change hackathons with saveHackathon and removeHackathon',
});

/** Soonest first. Dates are ISO 'YYYY-MM-DD' strings, so text order is date order. */
export function hackathonsQuery(db: Firestore) {
  return query(
    collection(db, COLLECTIONS.hackathons).withConverter(hackathonConverter),
    orderBy('startDate', 'asc'),
  );
}

export function useHackathons(): LiveResult<StoredHackathon[]> {
  const db = useFirestore();
  const hackathons = useMemo(() => hackathonsQuery(db), [db]);
  return usePresent(useLiveQuery(hackathons));
}

/** A new card without an id; a changed one with its id. */
export function saveHackathon(
  functions: Functions,
  id: string | null,
  hackathon: Hackathon,
): Promise<CallOutcome<HackathonChangeResult>> {
  // The SDK sends an absent field as null, which the schema refuses: a new card has no id key.
  const input: SaveHackathonInput = id === null ? { hackathon } : { id, hackathon };
  return callFunction(functions, 'saveHackathon', input, HackathonChangeResultSchema);
}

export function removeHackathon(
  functions: Functions,
  id: string,
): Promise<CallOutcome<HackathonChangeResult>> {
  return callFunction(functions, 'removeHackathon', { id }, HackathonChangeResultSchema);
}

// The `hackathons` collection: its converter, query and React hook. Components never build paths.
import { COLLECTIONS } from '@portal/domain/constants';
import { HackathonSchema, type Hackathon } from '@portal/domain/hackathon';
import {
  collection,
  orderBy,
  query,
  type CollectionReference,
  type Firestore,
  type FirestoreDataConverter,
  type Query,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from './firebase/firebase-services';
import { useLiveQuery, type LiveResult } from './firebase/live-result';

export type HackathonWithId = Hackathon & { id: string };

/** A stored hackathon that fails the schema reads as null: it is reported once and left out. */
export type StoredHackathon = HackathonWithId | null;

// Module state so that a listener firing on every change does not repeat the same report.
const reportedInvalid = new Set<string>();

export const hackathonConverter: FirestoreDataConverter<StoredHackathon> = {
  toFirestore(hackathon) {
    if (hackathon === null) throw new Error('Cannot store an empty hackathon');
    // The id is the document's name, not a field.
    const { id: _id, ...document } = hackathon as HackathonWithId;
    return document;
  },
  fromFirestore(snapshot, options) {
    const parsed = HackathonSchema.safeParse(snapshot.data(options));
    if (parsed.success) return { id: snapshot.id, ...parsed.data };
    reportInvalidHackathon(snapshot.id, parsed.error.issues);
    return null;
  },
};

function reportInvalidHackathon(
  id: string,
  issues: readonly { path: PropertyKey[]; message: string }[],
) {
  if (reportedInvalid.has(id)) return;
  reportedInvalid.add(id);
  const details = issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  console.error(
    `Hackathon ${id} was left out: it does not match the hackathon schema (${details.join('; ')})`,
  );
}

export function hackathonsCollection(db: Firestore): CollectionReference<StoredHackathon> {
  return collection(db, COLLECTIONS.hackathons).withConverter(hackathonConverter);
}

/** Soonest first. Dates are ISO 'YYYY-MM-DD' strings, so text order is date order. */
export function hackathonsQuery(db: Firestore): Query<StoredHackathon> {
  return query(hackathonsCollection(db), orderBy('startDate', 'asc'));
}

export function presentHackathons(hackathons: readonly StoredHackathon[]): HackathonWithId[] {
  return hackathons.filter((hackathon): hackathon is HackathonWithId => hackathon !== null);
}

/** Every valid hackathon, soonest first, live. */
export function useHackathons(): LiveResult<HackathonWithId[]> {
  const db = useFirestore();
  const hackathons = useMemo(() => hackathonsQuery(db), [db]);
  const result = useLiveQuery(hackathons);
  return useMemo(
    (): LiveResult<HackathonWithId[]> =>
      result.status === 'success'
        ? { status: 'success', data: presentHackathons(result.data) }
        : result,
    [result],
  );
}

// The `hackathons` collection: its converter, query and React hook. Components never build paths.
import { COLLECTIONS, MAX_QUERY_LIMIT } from '@portal/domain/constants';
import { HackathonSchema, type Hackathon } from '@portal/domain/hackathon';
import {
  collection,
  orderBy,
  query,
  type CollectionReference,
  type Firestore,
  type Query,
  limit,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from '@/lib/firebase/firebase-services';
import { schemaConverter } from '@/lib/firebase/schema-converter';
import { useLiveQuery, type LiveResult } from '@/lib/firebase/live-result';

export type HackathonWithId = Hackathon & { id: string };

/** A stored hackathon that fails the schema reads as null: it is reported once and left out. */
export type StoredHackathon = HackathonWithId | null;

export const hackathonConverter = schemaConverter(HackathonSchema, {
  read: (hackathon, snapshot): HackathonWithId => ({ id: snapshot.id, ...hackathon }),
  // The id is the document's name, not a field.
  write: ({ id: _id, ...document }) => document,
  refusal: 'Cannot store an empty hackathon',
});

export function hackathonsCollection(db: Firestore): CollectionReference<StoredHackathon> {
  return collection(db, COLLECTIONS.hackathons).withConverter(hackathonConverter);
}

/** Soonest first. Dates are ISO 'YYYY-MM-DD' strings, so text order is date order. */
export function hackathonsQuery(db: Firestore): Query<StoredHackathon> {
  return query(hackathonsCollection(db), orderBy('startDate', 'asc'), limit(MAX_QUERY_LIMIT));
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

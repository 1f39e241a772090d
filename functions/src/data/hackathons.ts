// `hackathons/{id}`: the cards of the Hackathons page. Moderators change them through the
// hackathon callables; no client writes them.
import { COLLECTIONS } from '@portal/domain/constants';
import type { Hackathon } from '@portal/domain/hackathon';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

export function hackathonRef(db: Firestore, id: string): DocumentReference {
  return db.collection(COLLECTIONS.hackathons).doc(id);
}

/** A new card; answers its id. */
export async function addHackathon(db: Firestore, hackathon: Hackathon): Promise<string> {
  return (await db.collection(COLLECTIONS.hackathons).add(hackathon)).id;
}

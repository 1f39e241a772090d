// `hackathons/{id}`: the cards of the Hackathons page. Moderators change them through the
// hackathon callables; no client writes them.
import { COLLECTIONS } from '@portal/domain/constants';
import type { Hackathon } from '@portal/domain/hackathon';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';

export function hackathonRef(db: Firestore, id: string): DocumentReference {
  return db.collection(COLLECTIONS.hackathons).doc(id);
}

/**
 * A new card; answers its id. The id comes from the card's name, organizer and start, so a
 * call retried after a lost answer writes the same card again rather than a second one.
 */
export async function addHackathon(db: Firestore, hackathon: Hackathon): Promise<string> {
  const id = createHash('sha256')
    .update(JSON.stringify([hackathon.name, hackathon.organizer, hackathon.startDate]))
    .digest('base64url')
    .slice(0, 20);
  await hackathonRef(db, id).set(hackathon);
  return id;
}

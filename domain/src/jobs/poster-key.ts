// Who posted a job, as the job carries it: not the poster's uid, which anyone may read on an
// active job and which names their account everywhere else (a screening, a block, a report),
// but a hash of it. The poster's browser and the rules compute the same hash from the signed-in
// uid (firestore.rules, isPoster), so My Jobs and Close/Extend work, while a reader of the job
// learns nothing they could match to an account. Moderators, who must block an account, read
// the uid from the screening (domain/src/moderation/screening-record.ts).

/** Keep in step with firestore.rules: hashing.sha256('poster:' + uid), lowercase hex. */
const PREFIX = 'poster:';

/** The job's `posterKey` for this uid: the lowercase hex SHA-256 of 'poster:' + uid. */
export async function posterKeyOf(uid: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(PREFIX + uid));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What a posterKey looks like: 64 lowercase hex digits. */
export const POSTER_KEY = /^[0-9a-f]{64}$/;

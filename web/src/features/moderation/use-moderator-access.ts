// Whether the signed-in user may use the console: their ID token's moderator claim. A token
// issued before the claim was granted does not carry it for up to an hour, so when the session
// says no, a new token is fetched once before the page says so: only here, only then. The
// rules and the functions check the claim themselves; this decides what the page shows.
import { useEffect, useRef, useState } from 'react';
import { useRefreshModerator, useSession } from '@/lib/account/session';

export type ModeratorAccess = 'checking' | 'moderator' | 'not-moderator';

export function useModeratorAccess(): ModeratorAccess {
  const session = useSession();
  const refreshModerator = useRefreshModerator();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const moderator = session.status === 'signed-in' && session.user.moderator === true;
  const asked = useRef<string | null>(null);
  const [answered, setAnswered] = useState<string | null>(null);

  useEffect(() => {
    if (!uid || moderator || asked.current === uid) return;
    asked.current = uid;
    // The session follows the new token; a token that cannot be fetched (offline) is a no.
    refreshModerator()
      .catch((error: unknown) => console.error('Reading the moderator claim failed', error))
      .finally(() => setAnswered(uid));
  }, [uid, moderator, refreshModerator]);

  if (moderator) return 'moderator';
  if (session.status !== 'signed-in' || answered === uid) return 'not-moderator';
  return 'checking';
}

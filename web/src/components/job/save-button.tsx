// The heart on a job. A guest is asked to log in; a signed-in user saves and unsaves at once
// (offline too), and sees when a change is still waiting to reach the server.
import { useState } from 'react';
import { Heart, HeartFilled } from '@/components/icons';
import { LoginPromptModal } from '@/components/dialogs/login-prompt-modal';
import { useSavedJobsList, useSaving } from '@/lib/account/saved-jobs-context';
import { useSession } from '@/lib/account/session';

export function SaveButton({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const [askToLogIn, setAskToLogIn] = useState(false);
  const session = useSession();
  const saved = useSavedJobsList();
  const saving = useSaving();
  const entry = saved.status === 'success' ? saved.data.get(jobId) : undefined;

  const toggle = () => {
    if (session.status !== 'signed-in') {
      setAskToLogIn(true);
      return;
    }
    if (entry) saving?.unsave(jobId);
    else saving?.save(jobId);
  };

  return (
    <>
      <button
        type="button"
        className="icon-button save-button"
        aria-pressed={!!entry}
        aria-label={`Save ${jobTitle}`}
        // Signed in, it waits for the saved list and the code that saves, which come together.
        disabled={session.status === 'loading' || (session.status === 'signed-in' && !saving)}
        onClick={toggle}
      >
        {entry ? <HeartFilled /> : <Heart />}
      </button>
      {entry?.waitingToSync && <span className="waiting-to-sync">Waiting to sync</span>}
      {/* Mounted only when asked for: a board has 90 hearts, and each closed dialog's hooks
          would run when the list is built. */}
      {askToLogIn && <LoginPromptModal open onClose={() => setAskToLogIn(false)} />}
    </>
  );
}

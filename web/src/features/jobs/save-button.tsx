// The heart on a job. Saving needs an account; until the visitor signs in it asks them to.
import { useState } from 'react';
import { Heart } from '../../components/icons';
import { LoginPromptModal } from '../../components/login-prompt-modal';

export function SaveButton({ jobTitle }: { jobTitle: string }) {
  const [askToLogIn, setAskToLogIn] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-pressed={false}
        aria-label={`Save ${jobTitle}`}
        onClick={() => setAskToLogIn(true)}
      >
        <Heart />
      </button>
      <LoginPromptModal open={askToLogIn} onClose={() => setAskToLogIn(false)} />
    </>
  );
}

// All Jobs / Saved Jobs (in the URL as ?show=saved). Saved needs an account: a guest is asked
// to log in.
import type { JobType } from '@portal/domain/job';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoginPromptModal } from '../../components/login-prompt-modal';
import { useSession } from '../../lib/account/session';

const LABELS: Record<JobType, { all: string; saved: string }> = {
  Job: { all: 'All Jobs', saved: 'Saved Jobs' },
  Internship: { all: 'All Internships', saved: 'Saved Internships' },
};

export function useShowSaved(): boolean {
  const [params] = useSearchParams();
  return params.get('show') === 'saved';
}

export function FilterMenu({ type }: { type: JobType }) {
  const [askToLogIn, setAskToLogIn] = useState(false);
  const session = useSession();
  const [, setParams] = useSearchParams();
  // While the session loads, the URL's choice stands: the list waits for it too.
  const showSaved = useShowSaved() && session.status !== 'signed-out';
  const labels = LABELS[type];

  const show = (saved: boolean) => {
    if (saved && session.status !== 'signed-in') {
      setAskToLogIn(true);
      return;
    }
    setParams((params) => {
      params.delete('page');
      if (saved) params.set('show', 'saved');
      else params.delete('show');
      return params;
    });
  };

  return (
    <div className="filter-menu" role="group" aria-label="Show">
      <button
        type="button"
        className="filter-menu-option"
        aria-pressed={!showSaved}
        onClick={() => show(false)}
      >
        {labels.all}
      </button>
      <button
        type="button"
        className="filter-menu-option"
        aria-pressed={showSaved}
        onClick={() => show(true)}
      >
        {labels.saved}
      </button>
      <LoginPromptModal open={askToLogIn} onClose={() => setAskToLogIn(false)} />
    </div>
  );
}

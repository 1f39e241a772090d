// All Jobs / Saved Jobs (in the URL as ?show=saved). Saved needs an account: a guest is asked
// to log in. Until the session is known (Auth still reading this browser's user, which takes a
// second or two on a reload with no network), Saved is taken and the list waits: the header is
// about to show that user signed in, and asking them to log in would be wrong.
import type { JobType } from '@portal/domain/jobs/job';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoginPromptModal } from '@/components/dialogs/login-prompt-modal';
import { useSession } from '@/lib/account/session';

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
  /** Saved was tapped before the session was known: a guest is asked to log in once it is. */
  const [tappedWhileLoading, setTappedWhileLoading] = useState(false);
  const session = useSession();
  const [, setParams] = useSearchParams();
  if (tappedWhileLoading && session.status !== 'loading') {
    setTappedWhileLoading(false);
    if (session.status === 'signed-out') setAskToLogIn(true);
  }
  // While the session loads, the URL's choice stands: the list waits for it too.
  const showSaved = useShowSaved() && session.status !== 'signed-out';
  const show = (saved: boolean) => {
    if (saved && session.status === 'signed-out') {
      setAskToLogIn(true);
      return;
    }
    setTappedWhileLoading(saved && session.status === 'loading');
    setParams((params) => {
      params.delete('page');
      if (saved) params.set('show', 'saved');
      else params.delete('show');
      return params;
    });
  };

  return (
    <>
      <FilterMenuView type={type} showSaved={showSaved} onShow={show} />
      <LoginPromptModal open={askToLogIn} onClose={() => setAskToLogIn(false)} />
    </>
  );
}

interface FilterMenuViewProps {
  type: JobType;
  showSaved: boolean;
  /** Absent while the page waits for the app (the server's paint): the buttons are disabled. */
  onShow?: (saved: boolean) => void;
}

/** The two choices as they look. No session needed: a page the server paints uses it. */
export function FilterMenuView({ type, showSaved, onShow }: FilterMenuViewProps) {
  const labels = LABELS[type];
  return (
    <div className="filter-menu" role="group" aria-label="Show">
      <button
        type="button"
        className="filter-menu-option"
        aria-pressed={!showSaved}
        disabled={!onShow}
        onClick={() => onShow?.(false)}
      >
        {labels.all}
      </button>
      <button
        type="button"
        className="filter-menu-option"
        aria-pressed={showSaved}
        disabled={!onShow}
        onClick={() => onShow?.(true)}
      >
        {labels.saved}
      </button>
    </div>
  );
}

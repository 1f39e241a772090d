// All Jobs / Saved Jobs. Saved needs an account: until the visitor signs in it asks them to.
import type { JobType } from '@portal/domain/job';
import { useState } from 'react';
import { LoginPromptModal } from '../../components/login-prompt-modal';

const LABELS: Record<JobType, { all: string; saved: string }> = {
  Job: { all: 'All Jobs', saved: 'Saved Jobs' },
  Internship: { all: 'All Internships', saved: 'Saved Internships' },
};

export function FilterMenu({ type }: { type: JobType }) {
  const [askToLogIn, setAskToLogIn] = useState(false);
  const labels = LABELS[type];
  return (
    <div className="filter-menu" role="group" aria-label="Show">
      <button type="button" className="filter-menu-option" aria-pressed={true}>
        {labels.all}
      </button>
      <button
        type="button"
        className="filter-menu-option"
        aria-pressed={false}
        onClick={() => setAskToLogIn(true)}
      >
        {labels.saved}
      </button>
      <LoginPromptModal open={askToLogIn} onClose={() => setAskToLogIn(false)} />
    </div>
  );
}

// Tells the poster that what they type is kept on this device, that a draft was restored, and
// offers to discard it, behind a confirmation so that one stray click loses nothing.
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { retryTimeText } from '@/lib/firebase/callables';
import type { DraftState } from './use-post-job-draft';

/** 'at 14:35' today, else 'on 24 Nov at 09:10'. */
const when = (date: Date) => retryTimeText(date.toISOString());

export function DraftNotice({ draft, onDiscard }: { draft: DraftState; onDiscard(): void }) {
  const [confirming, setConfirming] = useState(false);
  // Only restoring and discarding are announced: saving happens at every pause in typing.
  const announcement = draft.restoredFrom
    ? `Draft restored: it was saved ${when(draft.restoredFrom)}.`
    : draft.discarded
      ? 'Draft discarded.'
      : '';
  return (
    <div className="draft-notice">
      <p role="status" className="draft-announcement">
        {announcement}
      </p>
      {draft.savedAt && (
        <p className="draft-saved">
          <span>
            {draft.restoredFrom
              ? 'It is kept on this device until you post it.'
              : `Your draft is kept on this device (saved ${when(draft.savedAt)}).`}
          </span>{' '}
          <button type="button" className="link-button" onClick={() => setConfirming(true)}>
            Discard draft
          </button>
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title="Discard this draft?"
        cancelLabel="Keep draft"
        confirmLabel="Yes, discard"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDiscard();
        }}
      >
        <p>Everything typed in this form will be cleared, here and on this device.</p>
      </ConfirmDialog>
    </div>
  );
}

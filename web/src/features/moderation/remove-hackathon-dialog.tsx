// Removing a hackathon card asks first: it goes from the Hackathons page at once, for good.
import { useState } from 'react';
import { Modal } from '@/components/dialogs/modal';
import { NeedsNetwork } from '@/components/feedback/needs-network';
import { useToast } from '@/components/feedback/toast';
import { useOnline } from '@/lib/browser/use-online';
import { useFunctions } from '@/lib/firebase/firebase-services';
import { removeHackathon, type StoredHackathon } from './api/hackathons';
import { refusalText } from './refusal-text';

interface RemoveHackathonDialogProps {
  hackathon: StoredHackathon;
  onClose: () => void;
}

export function RemoveHackathonDialog({ hackathon, onClose }: RemoveHackathonDialogProps) {
  const functions = useFunctions();
  const { showToast } = useToast();
  const online = useOnline();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');

  const remove = async () => {
    setSending(true);
    setError('');
    const outcome = await removeHackathon(functions, hackathon.id);
    setSending(false);
    if (!outcome.ok) {
      setError(refusalText(outcome.refusal));
      return;
    }
    showToast(`“${hackathon.name}” is removed.`, 'success');
    onClose();
  };

  return (
    <Modal open title="Remove this hackathon?" onClose={onClose}>
      <div className="moderation-form">
        <p className="moderation-form-job">{hackathon.name}</p>
        <p>It goes from the Hackathons page at once. This cannot be undone.</p>
        <NeedsNetwork what="Removing a hackathon" className="moderation-offline" />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="moderation-form-actions">
          <button
            type="button"
            className="button button-primary queue-remove"
            disabled={sending || !online}
            onClick={() => void remove()}
          >
            {sending ? 'Removing...' : 'Remove hackathon'}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Keep it
          </button>
        </div>
      </div>
    </Modal>
  );
}

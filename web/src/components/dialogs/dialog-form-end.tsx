// How every form in a dialog ends: word that it needs a connection when there is none, the
// last attempt's failure, and the send and Cancel buttons. Sending, or offline, the send button
// waits.
import { NeedsNetwork } from '@/components/feedback/needs-network';
import { useOnline } from '@/lib/browser/use-online';

interface DialogFormEndProps {
  /** What needs the connection, as the start of a sentence: 'Sending a report'. */
  what: string;
  /** The failure of the last attempt that belongs to no field, or '' for none. */
  formError: string;
  sending: boolean;
  /** The send button's words, and its words while sending. */
  label: string;
  sendingLabel: string;
  onCancel: () => void;
  /** The class of the offline note and of the buttons' row. */
  classNames: { offline: string; actions: string };
}

export function DialogFormEnd({
  what,
  formError,
  sending,
  label,
  sendingLabel,
  onCancel,
  classNames,
}: DialogFormEndProps) {
  const online = useOnline();
  return (
    <>
      <NeedsNetwork what={what} className={classNames.offline} />
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <div className={classNames.actions}>
        <button type="submit" className="button button-primary" disabled={sending || !online}>
          {sending ? sendingLabel : label}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}

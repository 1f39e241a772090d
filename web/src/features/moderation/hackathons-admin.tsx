// The hackathon cards the Hackathons page shows, live, with Add, Edit and Remove: moderators
// keep them, through the hackathon callables (nobody writes the collection directly).
import { safeHttpUrl } from '@portal/domain/jobs/job';
import { useRef, useState } from 'react';
import { StatusMessage } from '@/components/feedback/status-message';
import { useHackathons, type StoredHackathon } from './api/hackathons';
import { HackathonForm } from './hackathon-form';
import { formatCalendarDay } from './labels';
import { RemoveHackathonDialog } from './remove-hackathon-dialog';
import { useFocusOnLeave } from './use-focus-on-leave';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; hackathon: StoredHackathon }
  | { kind: 'remove'; hackathon: StoredHackathon };

interface HackathonRowProps {
  hackathon: StoredHackathon;
  onEdit: () => void;
  onRemove: () => void;
  onLeaveWithFocus: () => void;
}

function HackathonRow({ hackathon, onEdit, onRemove, onLeaveWithFocus }: HackathonRowProps) {
  const root = useRef<HTMLLIElement>(null);
  useFocusOnLeave(root, onLeaveWithFocus);
  const headingId = `hackathon-admin-${hackathon.id}`;
  const link = safeHttpUrl(hackathon.registrationLink);
  return (
    <li className="hackathon-admin-item" ref={root} aria-labelledby={headingId}>
      <h3 id={headingId} className="hackathon-admin-name">
        {hackathon.name}
      </h3>
      <p className="notice">
        {hackathon.organizer} · {hackathon.mode} ·{' '}
        <time dateTime={hackathon.startDate}>{formatCalendarDay(hackathon.startDate)}</time>
        {hackathon.endDate !== hackathon.startDate && (
          <>
            {' – '}
            <time dateTime={hackathon.endDate}>{formatCalendarDay(hackathon.endDate)}</time>
          </>
        )}
      </p>
      {link && (
        <p className="hackathon-admin-link">
          <a href={link} target="_blank" rel="noopener noreferrer">
            {hackathon.registrationLink}
          </a>
        </p>
      )}
      <div className="queue-item-actions" role="group" aria-label={`Actions on ${hackathon.name}`}>
        <button type="button" className="button" onClick={onEdit}>
          Edit
        </button>
        <button type="button" className="button button-secondary" onClick={onRemove}>
          Remove
        </button>
      </div>
    </li>
  );
}

export function HackathonsAdmin() {
  const result = useHackathons();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const close = () => setDialog(null);

  return (
    <section className="moderation-section" aria-labelledby="moderation-hackathons-heading">
      <div className="moderation-section-head">
        <h2 id="moderation-hackathons-heading" ref={heading} tabIndex={-1}>
          Hackathons
        </h2>
        <button
          type="button"
          className="button button-primary"
          onClick={() => setDialog({ kind: 'add' })}
        >
          Add hackathon
        </button>
      </div>
      {result.status === 'loading' ? (
        <StatusMessage kind="loading">Loading hackathons...</StatusMessage>
      ) : result.status === 'error' ? (
        <StatusMessage kind="error">
          Hackathons could not be loaded. Check your connection and try again.
        </StatusMessage>
      ) : result.data.length === 0 ? (
        <StatusMessage kind="empty">No hackathons yet.</StatusMessage>
      ) : (
        <ul className="hackathon-admin-list">
          {result.data.map((hackathon) => (
            <HackathonRow
              key={hackathon.id}
              hackathon={hackathon}
              onEdit={() => setDialog({ kind: 'edit', hackathon })}
              onRemove={() => setDialog({ kind: 'remove', hackathon })}
              onLeaveWithFocus={() => heading.current?.focus()}
            />
          ))}
        </ul>
      )}
      {dialog?.kind === 'remove' ? (
        <RemoveHackathonDialog hackathon={dialog.hackathon} onClose={close} />
      ) : dialog ? (
        <HackathonForm
          key={dialog.kind === 'edit' ? dialog.hackathon.id : 'new'}
          hackathon={dialog.kind === 'edit' ? dialog.hackathon : null}
          onClose={close}
        />
      ) : null}
    </section>
  );
}

// One alert on /alerts: what it searches for (a link to that list), where it mails and in what
// state, with how often, Pause or Resume, and Delete (asked once more first).
import {
  ALERT_FREQUENCIES,
  alertSearchPath,
  describeAlertSearch,
  type AlertFrequency,
  type AlertSummary,
} from '@portal/domain/alerts/alert';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

interface AlertRowProps {
  alert: AlertSummary;
  /** A change to it is on its way to the server. */
  saving: boolean;
  /** Offline: changes cannot be sent, and the page says so. */
  disabled: boolean;
  onPause: (alert: AlertSummary, paused: boolean) => void;
  onFrequency: (alert: AlertSummary, frequency: AlertFrequency) => void;
  onDelete: (alert: AlertSummary) => void;
}

const FREQUENCY_LABELS: Record<AlertFrequency, string> = { daily: 'Daily', weekly: 'Weekly' };

export const WAITING = 'Waiting for confirmation — check your inbox';

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

function stateOf(alert: AlertSummary): { key: string; label: string } {
  if (!alert.confirmed) return { key: 'waiting', label: WAITING };
  if (alert.paused) return { key: 'paused', label: 'Paused' };
  return { key: 'active', label: 'Active' };
}

export function AlertRow({
  alert,
  saving,
  disabled,
  onPause,
  onFrequency,
  onDelete,
}: AlertRowProps) {
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const description = describeAlertSearch(alert.search);
  const headingId = `alert-${alert.id}`;
  const state = stateOf(alert);

  // The keyboard follows the question and comes back from it, as the question comes and goes.
  useLayoutEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (asked.current) deleteButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  return (
    <li className="alert-row" aria-labelledby={headingId}>
      <div className="alert-main">
        <h2 id={headingId} className="alert-title">
          <Link to={alertSearchPath(alert.search)}>{description}</Link>
        </h2>
        <p className="alert-meta">
          <span className={`alert-state alert-state-${state.key}`}>{state.label}</span>
          <span>To {alert.email}</span>
          <span>
            {alert.lastSentAt
              ? `Last mail ${formatDate(alert.lastSentAt)}`
              : `Made ${formatDate(alert.createdAt)}`}
          </span>
          {saving && <span className="alert-saving">Saving...</span>}
        </p>
      </div>
      <div className="alert-actions">
        {confirming ? (
          <div role="group" aria-label={`Delete ${description}?`} className="alert-confirm">
            <span>Delete this alert? Its mails stop.</span>
            <button
              ref={confirmButton}
              type="button"
              className="button button-primary"
              disabled={disabled}
              onClick={() => {
                asked.current = false;
                setConfirming(false);
                onDelete(alert);
              }}
            >
              Yes, delete
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setConfirming(false)}
            >
              Keep it
            </button>
          </div>
        ) : (
          <>
            <label className="alert-frequency">
              How often
              <select
                value={alert.frequency}
                disabled={disabled}
                aria-describedby={headingId}
                onChange={(event) => onFrequency(alert, event.target.value as AlertFrequency)}
              >
                {ALERT_FREQUENCIES.map((option) => (
                  <option key={option} value={option}>
                    {FREQUENCY_LABELS[option]}
                  </option>
                ))}
              </select>
            </label>
            <div className="alert-buttons">
              <button
                type="button"
                className="button"
                disabled={disabled}
                aria-label={`${alert.paused ? 'Resume' : 'Pause'} ${description}`}
                onClick={() => onPause(alert, !alert.paused)}
              >
                {alert.paused ? 'Resume' : 'Pause'}
              </button>
              <button
                ref={deleteButton}
                type="button"
                className="button button-secondary"
                disabled={disabled}
                aria-label={`Delete ${description}`}
                onClick={() => setConfirming(true)}
              >
                Delete
              </button>
            </div>
          </>
        )}
      </div>
    </li>
  );
}

// The audit log: the latest moderation actions, newest first, live. Who did what to which job,
// why, and what came of it, as the functions recorded it in the same transaction.
import { StatusMessage } from '@/components/feedback/status-message';
import { LOG_ENTRIES_SHOWN, useModerationLog, type LogEntry } from './api/moderation-log';
import { actionLabel, formatMoment } from './labels';

function LogEntryView({ entry }: { entry: LogEntry }) {
  return (
    <li className="log-entry">
      <p className="log-entry-head">
        <time dateTime={entry.at.toISOString()}>{formatMoment(entry.at)}</time>
        {' · '}
        <span className="log-entry-who">{entry.moderator.email ?? entry.moderator.uid}</span>
      </p>
      <p className="log-entry-what">
        <strong>{actionLabel(entry.action)}</strong>: {entry.jobTitle}{' '}
        <span className="log-entry-id">({entry.jobId})</span>
      </p>
      <dl className="log-entry-details">
        <dt>Reason</dt>
        <dd>{entry.reason}</dd>
        <dt>Outcome</dt>
        <dd>{entry.outcome}</dd>
      </dl>
    </li>
  );
}

export function AuditLog() {
  const result = useModerationLog();
  return (
    <section className="moderation-section" aria-labelledby="moderation-log-heading">
      <h2 id="moderation-log-heading">Audit log</h2>
      <p className="notice">The latest {LOG_ENTRIES_SHOWN} actions, newest first.</p>
      {result.status === 'loading' ? (
        <StatusMessage kind="loading">Loading the audit log...</StatusMessage>
      ) : result.status === 'error' ? (
        <StatusMessage kind="error">
          The audit log could not be loaded. Check your connection and try again.
        </StatusMessage>
      ) : result.data.length === 0 ? (
        <StatusMessage kind="empty">No actions yet.</StatusMessage>
      ) : (
        <ol className="log-list">
          {result.data.map((entry) => (
            <LogEntryView key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}

// `/alerts`: the job alerts the signed-in user made while logged in to their own address, to
// pause, resume, mail daily or weekly, or delete. Every alert mail links here. The route is guarded
// (RequireSession), so there is always a user here.
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { NeedsNetwork } from '@/components/feedback/needs-network';
import { StatusMessage } from '@/components/feedback/status-message';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import { AlertRow } from './alert-row';
import { VerifyAddress } from './verify-address';
import { useAlerts } from './use-alerts';
import './alerts.css';

export default function AlertsPage() {
  useDocumentTitle('Job alerts');
  const { state, online, retry, setPaused, setFrequency, remove, isPending } = useAlerts();
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="alerts-heading" className="alerts-page">
      <h1 id="alerts-heading" ref={heading} tabIndex={-1}>
        Job alerts
      </h1>
      <p className="notice">
        Alerts you made while logged in, to your account’s address. Each one mails the new jobs of
        its search, daily or weekly, once it is confirmed from its first mail. Alerts made without
        logging in, or to another address, are managed from the links in their mails.
      </p>
      <VerifyAddress onVerified={retry} />
      {state.status === 'success' && <NeedsNetwork what="Changing your alerts" />}
      {state.status === 'loading' ? (
        <StatusMessage kind="loading">Loading your alerts...</StatusMessage>
      ) : state.status === 'offline' ? (
        <StatusMessage kind="offline">
          You are offline. Your alerts will load when you are back online.
        </StatusMessage>
      ) : state.status === 'error' ? (
        <div className="alerts-error">
          <StatusMessage kind="error">{state.message}</StatusMessage>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        </div>
      ) : state.alerts.length === 0 ? (
        <StatusMessage kind="empty">
          <p className="alerts-empty-title">No alerts yet</p>
          <p>
            Search, choose a country or city, or ask for pay on <Link to="/">Latest Jobs</Link> or{' '}
            <Link to="/internships">Internships</Link>, then press{' '}
            <span className="alerts-button-name">‘E-mail me jobs like these’</span>, where you can
            also ask for a minimum pay. For every new job, subscribe at the foot of any page.
          </p>
        </StatusMessage>
      ) : (
        <ul className="alerts-list">
          {state.alerts.map((alert) => (
            <AlertRow
              key={alert.id}
              alert={alert}
              saving={isPending(alert.id)}
              disabled={!online}
              onPause={(target, paused) => void setPaused(target, paused)}
              onFrequency={(target, frequency) => void setFrequency(target, frequency)}
              onDelete={(target) => {
                // The row goes at once: the keyboard goes back to the top of the page.
                heading.current?.focus();
                void remove(target);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

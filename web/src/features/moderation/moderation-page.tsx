// `/moderation`, the moderators' console: the queue of jobs to review with what may be done to
// each, the audit log, and the hackathon cards. The route asks for a signed-in user
// (RequireSession); this page asks for the moderator claim, and reads nothing without it.
import { Link } from 'react-router-dom';
import { StatusMessage } from '@/components/feedback/status-message';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import { AuditLog } from './audit-log';
import { HackathonsAdmin } from './hackathons-admin';
import { ModerationQueue } from './moderation-queue';
import { useModeratorAccess } from './use-moderator-access';
import './moderation.css';

function Console() {
  return (
    <>
      <nav className="moderation-nav" aria-label="Moderation sections">
        <a href="#moderation-queue-heading">Queue</a>
        <a href="#moderation-log-heading">Audit log</a>
        <a href="#moderation-hackathons-heading">Hackathons</a>
      </nav>
      <ModerationQueue />
      <AuditLog />
      <HackathonsAdmin />
    </>
  );
}

export default function ModerationPage() {
  useDocumentTitle('Moderation');
  const access = useModeratorAccess();
  return (
    <section className="moderation" aria-labelledby="moderation-heading">
      <h1 id="moderation-heading">Moderation</h1>
      {access === 'checking' ? (
        <StatusMessage kind="loading">Checking your access...</StatusMessage>
      ) : access === 'not-moderator' ? (
        <div className="moderation-denied">
          <StatusMessage kind="empty">This page is for moderators.</StatusMessage>
          <Link className="button button-primary" to="/">
            Explore Jobs
          </Link>
        </div>
      ) : (
        <Console />
      )}
    </section>
  );
}

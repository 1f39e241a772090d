// One hackathon: what, who runs it, when, where (mode), and the way to register.
import { safeHttpUrl } from '@portal/domain/jobs/job';
import type { HackathonWithId } from '@/lib/hackathons/hackathons';

// UTC, because the stored dates are calendar days: a reader's time zone must not shift them.
const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD' as '5 Dec 2026'; anything unparseable is shown as stored. */
export function formatHackathonDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : DAY_FORMAT.format(date);
}

export function HackathonCard({ hackathon }: { hackathon: HackathonWithId }) {
  const headingId = `hackathon-${hackathon.id}-name`;
  const registrationUrl = safeHttpUrl(hackathon.registrationLink);
  return (
    <article className="hackathon-card" aria-labelledby={headingId}>
      <div className="hackathon-card-top">
        <h2 id={headingId} className="hackathon-card-name">
          {hackathon.name}
        </h2>
        <span className={`hackathon-mode hackathon-mode-${hackathon.mode.toLowerCase()}`}>
          <span className="visually-hidden">Mode: </span>
          {hackathon.mode}
        </span>
      </div>
      <p className="hackathon-card-organizer">
        <span className="visually-hidden">Organizer: </span>
        {hackathon.organizer}
      </p>
      <p className="hackathon-card-dates">
        <time dateTime={hackathon.startDate}>{formatHackathonDate(hackathon.startDate)}</time>
        {hackathon.endDate !== hackathon.startDate && (
          <>
            {' – '}
            <time dateTime={hackathon.endDate}>{formatHackathonDate(hackathon.endDate)}</time>
          </>
        )}
      </p>
      <p className="hackathon-card-description">{hackathon.description}</p>
      {registrationUrl && (
        <div className="hackathon-card-actions">
          <a
            className="button button-primary"
            href={registrationUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Register{' '}
            <span className="visually-hidden">for {hackathon.name} (opens in a new tab)</span>
          </a>
        </div>
      )}
    </article>
  );
}

// How the console names what it shows: a job's status, a report's reason, an action, a date.
import type { JobStatus } from '@portal/domain/jobs/job';
import { REPORT_REASONS } from '@portal/domain/moderation/job-report';
import {
  MODERATION_ACTIONS,
  type ModerationLogEntry,
} from '@portal/domain/moderation/moderation-actions';

export const STATUS_LABELS: Record<JobStatus, string> = {
  active: 'Listed',
  closed: 'Closed',
  hidden: 'Hidden',
  held: 'Held by the screen',
  removed: 'Removed',
};

/** A stored reason's label; one from before the categories ('spam') is shown as stored. */
export function reasonLabel(reason: string): string {
  return REPORT_REASONS.find((known) => known.value === reason)?.label ?? reason;
}

export function actionLabel(action: ModerationLogEntry['action']): string {
  if (action === 'block') return 'Block poster';
  return MODERATION_ACTIONS.find((known) => known.value === action)?.label ?? action;
}

/** '23 Nov 2026' in the reader's own way of writing dates. */
export function formatDay(date: Date, locale?: string): string {
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** '23 Nov 2026, 14:35' in the reader's own way and time zone. */
export function formatMoment(date: Date, locale?: string): string {
  return date.toLocaleString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

// UTC, because a hackathon's dates are calendar days: the reader's time zone must not shift them.
const CALENDAR_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD' as '5 Dec 2026'; anything unparseable as stored. */
export function formatCalendarDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : CALENDAR_DAY.format(date);
}

// When reports hide a job: pure decisions, tested without Firestore (store-report.ts applies
// them in its transaction). Accounts and addresses cost an attacker nothing, so only reporters
// who are established (a verified address on an account a week old) count towards hiding, one
// per network: three of them, or one who says the job asks for money. A job a moderator
// restored waits for a moderator again, whatever is reported.
import {
  ESTABLISHED_ACCOUNT_DAYS,
  REASONS_THAT_HIDE_AT_ONCE,
  REPORTS_TO_HIDE,
  type ReportReason,
} from '@portal/domain/moderation/job-report';
import { DAY_MS } from '@portal/domain/jobs/job-expiry';

export interface ReportingAccount {
  verified: boolean;
  createdAt: number;
}

export function isEstablished(account: ReportingAccount | null, now: number): boolean {
  return !!account?.verified && now - account.createdAt >= ESTABLISHED_ACCOUNT_DAYS * DAY_MS;
}

/** What a job's report summary remembers between reports. */
export interface ReportTally {
  /** Different reporters since the job was posted or last restored. */
  count: number;
  /** The networks of established reporters since then. */
  trustedNetworks: readonly string[];
  /** A moderator restored the job: only a moderator hides it again. */
  restored: boolean;
}

export const NO_REPORTS: ReportTally = { count: 0, trustedNetworks: [], restored: false };

export interface ReportDecision {
  tally: ReportTally;
  /** This report counts towards hiding: established, from a network not seen before. */
  counted: boolean;
  /** Enough trusted reports to hide the job, if the site-wide hourly number allows. */
  hide: boolean;
}

/** One more reporter, not seen before on this job, and why they report it. */
export function decideReport(
  before: ReportTally,
  reporter: { network: string; established: boolean },
  reason: ReportReason,
): ReportDecision {
  const counted = reporter.established && !before.trustedNetworks.includes(reporter.network);
  const trustedNetworks = counted
    ? [...before.trustedNetworks, reporter.network]
    : before.trustedNetworks;
  const tally = { count: before.count + 1, trustedNetworks, restored: before.restored };
  const enough =
    trustedNetworks.length >= REPORTS_TO_HIDE ||
    (counted && REASONS_THAT_HIDE_AT_ONCE.includes(reason));
  return { tally, counted, hide: !before.restored && enough };
}

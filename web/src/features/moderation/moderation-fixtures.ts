// What the console's tests feed it: a report summary, a reporter's report, a screening, an
// audit log entry and a hackathon, valid by default, any field overridable.
import type { ReportSummary } from '@portal/domain/moderation/report-records';
import type { ScreeningRecord } from '@portal/domain/moderation/screening-record';
import type { LogEntry } from './api/moderation-log';
import type { StoredHackathon } from './api/hackathons';
import type { ReporterReport } from './api/reports';

export function makeReport(jobId: string, overrides: Partial<ReportSummary> = {}): ReportSummary {
  return {
    jobId,
    count: 1,
    trustedNetworks: [],
    restored: false,
    lastReportedAt: new Date('2026-11-20T10:00:00Z'),
    status: 'open',
    ...overrides,
  };
}

export function makeReporter(overrides: Partial<ReporterReport> = {}): ReporterReport {
  return {
    id: 'reporter-1',
    reason: 'asks-for-money',
    counted: false,
    reportedAt: new Date('2026-11-20T10:00:00Z'),
    ...overrides,
  };
}

export function makeScreening(overrides: Partial<ScreeningRecord> = {}): ScreeningRecord {
  return {
    score: 6,
    held: true,
    severe: true,
    signals: [
      {
        kind: 'money-asked',
        weight: 6,
        severe: true,
        says: 'Asks applicants to pay: “registration fee of Rs 1,800”.',
      },
    ],
    poster: { uid: null, network: 'network-key' },
    screenedAt: new Date('2026-11-19T09:00:00Z'),
    ...overrides,
  };
}

export function makeLogEntry(overrides: Partial<LogEntry> = {}): LogEntry {
  return {
    id: 'log-1',
    at: new Date('2026-11-21T14:35:00Z'),
    moderator: { uid: 'mod-1', email: 'meera@example.com' },
    action: 'approve',
    jobId: 'job-1',
    jobTitle: 'Frontend Developer',
    reason: 'Checked the company',
    outcome: 'active',
    ...overrides,
  };
}

export function makeHackathon(overrides: Partial<StoredHackathon> = {}): StoredHackathon {
  return {
    id: 'hack-1',
    name: 'Build for Bharat',
    organizer: 'Open Source India',
    startDate: '2026-12-05',
    endDate: '2026-12-07',
    mode: 'Online',
    description: 'Build something useful in a weekend.',
    registrationLink: 'https://example.com/register',
    ...overrides,
  };
}

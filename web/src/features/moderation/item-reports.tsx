// The reports on one job: how many people reported it since it was posted or last restored,
// and each report (newest first) with its reason, note and date. Reasons from before the
// categories ('spam', 'wrong-details') are shown as stored.
import type { ReportSummary } from '@portal/domain/moderation/report-records';
import { StatusMessage } from '@/components/feedback/status-message';
import { REPORTERS_SHOWN, useReporters } from './api/reports';
import { formatDay, reasonLabel } from './labels';

const REPORT_STATUS_TEXT: Record<ReportSummary['status'], string> = {
  open: 'still listed',
  hidden: 'reports hid it',
  restored: 'restored before',
  closed: 'closed',
};

export function ItemReports({ jobId, summary }: { jobId: string; summary: ReportSummary }) {
  const result = useReporters(jobId);
  const people = summary.count === 1 ? '1 person' : `${summary.count} people`;
  return (
    <div className="queue-reports">
      <p>
        Reported by <strong>{people}</strong> ({REPORT_STATUS_TEXT[summary.status]}
        {summary.restored ? ', restored by a moderator before' : ''}), last on{' '}
        <time dateTime={summary.lastReportedAt.toISOString()}>
          {formatDay(summary.lastReportedAt)}
        </time>
        .
      </p>
      {result.status === 'loading' ? (
        <p className="notice">Loading the reports...</p>
      ) : result.status === 'error' ? (
        <StatusMessage kind="error">The reports could not be loaded.</StatusMessage>
      ) : result.data.length === 0 ? (
        <p className="notice">No reports on record.</p>
      ) : (
        <>
          <ul className="queue-report-list">
            {result.data.map((report) => (
              <li key={report.id}>
                <span className="queue-report-reason">{reasonLabel(report.reason)}</span>
                {' · '}
                <time dateTime={report.reportedAt.toISOString()}>
                  {formatDay(report.reportedAt)}
                </time>
                {report.counted && <span className="queue-report-counted"> · counted</span>}
                {report.note && <p className="queue-report-note">{report.note}</p>}
              </li>
            ))}
          </ul>
          {result.data.length >= REPORTERS_SHOWN && (
            <p className="notice">The newest {REPORTERS_SHOWN} reports are shown.</p>
          )}
        </>
      )}
    </div>
  );
}

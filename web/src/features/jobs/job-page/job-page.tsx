// `/job/:id`: one job, live, with More Jobs below; a closed or expired job says so; an unknown
// id shows the not-found box.
import { isJobOpen, type Job } from '@portal/domain/jobs/job';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { JobDetails } from '@/components/job/job-details';
import { SafetyNote } from '@/components/job/safety-note';
import { StatusMessage } from '@/components/feedback/status-message';
import { JobUnreachableError, useJob } from '@/lib/jobs/jobs';
import { useKeptJob } from '@/lib/account/saved-jobs-context';
import { usePageMeta } from '@/lib/browser/page-meta';
import { absoluteUrl, jobPath } from '@/lib/urls/site-url';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import { useExpiryNow } from '@/lib/jobs/use-expiry-now';
import { useOnline } from '@/lib/browser/use-online';
import { JobClosed } from './job-closed';
import { jobPageMeta, jobPageTitle } from './job-page-meta';
import { prerenderedJob, prerenderedMissing } from './job-route-loading';
import { JobNotFound } from './job-not-found';
import { MoreJobs } from './more-jobs';
import { ReportJobDialog } from '@/features/jobs/reports/report-job-dialog';
import { SaveButton } from '@/components/job/save-button';
import { ShareButton } from '@/components/job/share-button';

const NO_JOBS: readonly Job[] = [];

export default function JobPage() {
  const { id = '' } = useParams();
  const live = useJob(id);
  // A saved job this device kept stands in when the network and the cache cannot provide it.
  const kept = useKeptJob(id);
  // What the server painted into this page, the job or its absence, stands in until the live
  // answer arrives.
  const painted = prerenderedJob(id);
  const paintedMissing = prerenderedMissing(id);
  const online = useOnline();
  const result =
    live.status === 'loading' && painted
      ? ({ status: 'success', data: painted } as const)
      : live.status === 'loading' && paintedMissing
        ? ({ status: 'success', data: null } as const)
        : live.status !== 'loading' && !(live.status === 'success' && live.data) && kept
          ? ({ status: 'success', data: kept } as const)
          : live;
  const job = result.status === 'success' ? result.data : null;
  // The page turns to 'closed' the moment the job expires, with no reload.
  const now = useExpiryNow(job ? [job] : NO_JOBS);
  const open = job !== null && isJobOpen(job, now);
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState<string | null>(null);

  // A new id is a new page: start it at the top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [id]);

  const title =
    result.status === 'loading'
      ? 'Loading job'
      : result.status === 'error'
        ? 'Job unavailable'
        : job
          ? jobPageTitle(job, open)
          : online
            ? 'Page Not Found'
            : 'Job unavailable';
  useDocumentTitle(title);
  usePageMeta(
    useMemo(() => (job ? jobPageMeta(job, open, absoluteUrl(jobPath(job.id))) : null), [job, open]),
  );

  if (result.status === 'loading')
    return <StatusMessage kind="loading">Loading job...</StatusMessage>;
  // Offline, a job missing from this device's cache may well exist: do not call it missing.
  // The browser's own online flag is not enough: it says online on a network that lets
  // nothing through, so a miss the server could not confirm counts as offline too.
  const unreachable = result.status === 'error' && result.error instanceof JobUnreachableError;
  if ((!job && !online) || unreachable) {
    return (
      <StatusMessage kind="offline">
        You are offline, and this job is not saved on this device. It will load when you are back
        online.
      </StatusMessage>
    );
  }
  if (result.status === 'error') {
    return (
      <StatusMessage kind="error">
        This job could not be loaded. Check your connection and try again.
      </StatusMessage>
    );
  }
  if (!job) return <JobNotFound />;
  if (!open) {
    return (
      <>
        <JobClosed job={job} />
        <MoreJobs current={job} />
      </>
    );
  }
  return (
    <>
      <JobDetails
        job={job}
        companyLink
        actions={
          <>
            <SaveButton jobId={job.id} jobTitle={job.Title} />
            <ShareButton jobId={job.id} jobTitle={job.Title} withLabel />
          </>
        }
      />
      <SafetyNote />
      <button
        type="button"
        className="link-button report-job-button"
        disabled={reported === job.id}
        onClick={() => setReporting(true)}
      >
        {reported === job.id ? 'Reported: thank you' : 'Report this job'}
      </button>
      <ReportJobDialog
        open={reporting}
        jobId={job.id}
        jobTitle={job.Title}
        onClose={() => setReporting(false)}
        onReported={() => setReported(job.id)}
      />
      <MoreJobs current={job} />
    </>
  );
}

// The job page as the server paints it and as the app first renders it, before Firebase and
// the page's own code have loaded: the job's details with its buttons waiting (disabled until
// the page takes over), the closed notice, or the not-found box. Loaded only when the page holds
// what the server painted.
import { isJobOpen, type Job } from '@portal/domain/jobs/job';
import { PRERENDERED_JOB_ELEMENT_ID } from '@portal/domain/constants';
import { parseMissingJobId, parsePrerenderedJob } from '@portal/domain/pages/prerendered-job';
import { JobDetails } from '@/components/job/job-details';
import { SafetyNote } from '@/components/job/safety-note';
import { JobClosed } from './job-closed';
import { JobNotFound } from './job-not-found';
import { registerPrerenderedJob } from './job-route-loading';
import { ShareButton } from '@/components/job/share-button';
import { WaitingSaveButton } from '@/components/job/waiting-save-button';

export function PrerenderedJobView({ job, open }: { job: Job; open: boolean }) {
  if (!open) return <JobClosed job={job} />;
  return (
    <>
      <JobDetails
        job={job}
        companyLink
        actions={
          <>
            <WaitingSaveButton jobTitle={job.Title} />
            {/* Waiting too: a copy made now would say 'Copied' in a view about to go. */}
            <ShareButton jobId={job.id} jobTitle={job.Title} withLabel disabled />
          </>
        }
      />
      <SafetyNote />
      <button type="button" className="link-button report-job-button" disabled>
        Report this job
      </button>
    </>
  );
}

/**
 * Reads what the server put in the page, the job or word that it found none, and registers it
 * with its view. True when the page also holds that view as the app's first render shows it
 * (the app can take the page over as it is); false if it holds neither, or not where the app
 * would show it.
 */
export function loadPrerenderedJob(doc: Document = document): boolean {
  const text = doc.getElementById(PRERENDERED_JOB_ELEMENT_ID)?.textContent;
  const painted = parsePrerenderedJob(text);
  const missing = painted ? null : parseMissingJobId(text);
  registerPrerenderedJob(
    painted
      ? {
          kind: 'job',
          job: painted.job,
          // As painted: the live page says so if it has closed since.
          open: painted.openWhenPainted ?? isJobOpen(painted.job, Date.now()),
          View: PrerenderedJobView,
        }
      : missing
        ? { kind: 'missing', id: missing, View: JobNotFound }
        : null,
  );
  const view = doc.querySelector('#root main');
  return (
    ((painted !== null && painted.openWhenPainted !== null) || missing !== null) &&
    view !== null &&
    view.hasChildNodes()
  );
}

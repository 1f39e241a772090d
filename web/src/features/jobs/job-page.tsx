// `/job/:id`: one job, live, with More Jobs below; or the not-found box.
import { jobPostingJsonLd } from '@portal/domain/job-posting';
import { htmlToText } from '@portal/domain/job-search';
import type { Job } from '@portal/domain/job';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { JobDetails } from '../../components/job-details';
import { StatusMessage } from '../../components/status-message';
import { useJob } from '../../lib/jobs';
import { useKeptJob } from '../../lib/saved-jobs-context';
import { usePageMeta, type PageMeta } from '../../lib/page-meta';
import { absoluteUrl, jobPath } from '../../lib/site-url';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOnline } from '../../lib/use-online';
import { JobNotFound } from './job-not-found';
import { MoreJobs } from './more-jobs';
import { SaveButton } from './save-button';
import { ShareButton } from './share-button';

const DESCRIPTION_LENGTH = 160;

function pageMeta(job: Job): PageMeta {
  const url = absoluteUrl(jobPath(job.id));
  const text = htmlToText(job.Description ?? job.Skills);
  const description =
    text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : text;
  return {
    title: `${job.Title} at ${job.Company}`,
    description,
    url,
    jsonLd: jobPostingJsonLd(job, url),
  };
}

export default function JobPage() {
  const { id = '' } = useParams();
  const live = useJob(id);
  // A saved job this device kept stands in when the network and the cache cannot provide it.
  const kept = useKeptJob(id);
  const online = useOnline();
  const result =
    live.status !== 'loading' && !(live.status === 'success' && live.data) && kept
      ? ({ status: 'success', data: kept } as const)
      : live;
  const job = result.status === 'success' ? result.data : null;

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
          ? `${job.Title} at ${job.Company}`
          : online
            ? 'Page Not Found'
            : 'Job unavailable';
  useDocumentTitle(title);
  usePageMeta(useMemo(() => (job ? pageMeta(job) : null), [job]));

  if (result.status === 'loading')
    return <StatusMessage kind="loading">Loading job...</StatusMessage>;
  if (result.status === 'error') {
    return (
      <StatusMessage kind="error">
        This job could not be loaded. Check your connection and try again.
      </StatusMessage>
    );
  }
  if (!job) {
    // Offline, a job missing from this device's cache may well exist: do not call it missing.
    if (!online) {
      return (
        <StatusMessage kind="offline">
          You are offline, and this job is not saved on this device. It will load when you are back
          online.
        </StatusMessage>
      );
    }
    return <JobNotFound />;
  }
  return (
    <>
      <JobDetails
        job={job}
        actions={
          <>
            <SaveButton jobId={job.id} jobTitle={job.Title} />
            <ShareButton jobId={job.id} jobTitle={job.Title} withLabel />
          </>
        }
      />
      <MoreJobs current={job} />
    </>
  );
}

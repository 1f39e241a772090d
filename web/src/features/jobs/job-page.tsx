// `/job/:id`: one job, live, or the not-found box.
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { StatusMessage } from '../../components/status-message';
import { useJob } from '../../lib/jobs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { JobDetails } from './job-details';
import { JobNotFound } from './job-not-found';

export default function JobPage() {
  const { id = '' } = useParams();
  const result = useJob(id);

  // A new id is a new page: start it at the top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [id]);

  const title =
    result.status === 'loading'
      ? 'Loading job'
      : result.status === 'error'
        ? 'Job unavailable'
        : result.data
          ? `${result.data.Title} at ${result.data.Company}`
          : 'Page Not Found';
  useDocumentTitle(title);

  if (result.status === 'loading')
    return <StatusMessage kind="loading">Loading job...</StatusMessage>;
  if (result.status === 'error') {
    return (
      <StatusMessage kind="error">
        This job could not be loaded. Check your connection and try again.
      </StatusMessage>
    );
  }
  if (!result.data) return <JobNotFound />;
  return <JobDetails job={result.data} />;
}

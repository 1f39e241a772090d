// `/my-jobs`: the jobs the signed-in user posted, with Close and Extend. The route is guarded
// (RequireSession), so there is always a user here.
import { Link } from 'react-router-dom';
import { StatusMessage } from '@/components/feedback/status-message';
import { useToast } from '@/components/feedback/toast';
import { useFirestore } from '@/lib/firebase/firebase-services';
import { closeJob, extendJob, useMyJobs, type MyJob } from './api/my-jobs';
import { useSession } from '@/lib/account/session';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import { useExpiryNow } from '@/lib/jobs/use-expiry-now';
import { formatDate } from './job-status';
import { MyJobRow } from './my-job-row';
import { VerifyEmployer } from './verify-employer';
import './my-jobs.css';

const NO_JOBS: MyJob[] = [];

export default function MyJobsPage() {
  useDocumentTitle('My Jobs');
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.uid : '';
  const result = useMyJobs(userId);
  const db = useFirestore();
  const { showToast } = useToast();
  const jobs = result.status === 'success' ? result.data : NO_JOBS;
  const now = useExpiryNow(jobs);

  const close = (job: MyJob) => {
    closeJob(db, job.id).acknowledged.catch(() =>
      showToast(`"${job.Title}" could not be closed. Try again.`),
    );
    showToast(`"${job.Title}" is closed and no longer listed.`, 'success');
  };

  const extend = (job: MyJob) => {
    const { expiresAt, acknowledged } = extendJob(db, job);
    acknowledged.catch(() => showToast(`"${job.Title}" could not be extended. Try again.`));
    showToast(`"${job.Title}" is now open until ${formatDate(expiresAt)}.`, 'success');
  };

  return (
    <section aria-labelledby="my-jobs-heading" className="my-jobs">
      <h1 id="my-jobs-heading">My Jobs</h1>
      <p className="notice">
        Jobs you posted while logged in. Close a job once the position is filled, or extend it for
        30 more days (up to 60 days ahead).
      </p>
      {result.status === 'loading' ? (
        <StatusMessage kind="loading">Loading your jobs...</StatusMessage>
      ) : result.status === 'error' ? (
        <StatusMessage kind="error">
          Your jobs could not be loaded. Check your connection and try again.
        </StatusMessage>
      ) : jobs.length === 0 ? (
        <StatusMessage kind="empty">
          You have not posted any jobs while logged in. <Link to="/postjob">Post a Job</Link>
        </StatusMessage>
      ) : (
        <ul className="my-jobs-list">
          {jobs.map((job) => (
            <MyJobRow key={job.id} job={job} now={now} onClose={close} onExtend={extend} />
          ))}
        </ul>
      )}
      {userId && <VerifyEmployer uid={userId} />}
    </section>
  );
}

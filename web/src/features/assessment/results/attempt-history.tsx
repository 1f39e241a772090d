// The candidate's past attempts on the instruction page: date, overall score and band.
import { StatusMessage } from '@/components/feedback/status-message';
import { useAttempts } from '@/features/assessment/api/attempts';

const formatDate = (date: Date) =>
  date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function AttemptHistory({ uid }: { uid: string }) {
  const result = useAttempts(uid);
  return (
    <section className="assessment-history" aria-labelledby="assessment-history">
      <h2 id="assessment-history">Your past attempts</h2>
      {result.status === 'loading' ? (
        <StatusMessage kind="loading">Loading your past attempts...</StatusMessage>
      ) : result.status === 'error' ? (
        <StatusMessage kind="error">
          Your past attempts could not be loaded. Check your connection and try again.
        </StatusMessage>
      ) : result.data.length === 0 ? (
        <StatusMessage kind="empty">
          You have not finished an assessment yet. Your results will be listed here.
        </StatusMessage>
      ) : (
        <table className="assessment-history-table">
          <caption className="visually-hidden">Your past attempts, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Overall score</th>
              <th scope="col">Band (indicative)</th>
            </tr>
          </thead>
          <tbody>
            {result.data.map((attempt) => (
              <tr key={attempt.id}>
                <td>
                  <time dateTime={attempt.createdAt.toISOString()}>
                    {formatDate(attempt.createdAt)}
                  </time>
                  {attempt.waitingToSync && (
                    <span className="waiting-to-sync"> Waiting to sync</span>
                  )}
                </td>
                <td>{attempt.overall} out of 100</td>
                <td>{attempt.band}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

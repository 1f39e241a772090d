// What a poster sees when the screen at the door held their job: that it will appear once a
// moderator has looked at it. Never that it was taken for a scam: most held posters will be
// honest people who wrote something a scam also writes.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

export function HeldForReview({
  title,
  signedIn,
  onPostAnother,
}: {
  title: string;
  signedIn: boolean;
  onPostAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the keyboard and a screen reader start again at the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="post-job-held">
      <h2 ref={heading} tabIndex={-1}>
        Your job is waiting for review
      </h2>
      <p>
        Thank you. &ldquo;{title}&rdquo; will appear on the board once a moderator has looked at it.
        You do not need to post it again.
      </p>
      {signedIn ? (
        <p>
          You can follow it on <Link to="/my-jobs">My Jobs</Link>, where it shows as &ldquo;Waiting
          for review&rdquo;.
        </p>
      ) : (
        <p>Log in before you post next time to follow your jobs on My Jobs.</p>
      )}
      <button type="button" className="button button-secondary" onClick={onPostAnother}>
        Post another job
      </button>
    </div>
  );
}

// 'Verified employer · acme.com': the poster proved they work at that domain (a code mailed to
// their address there). Shown on a job's card and its page.
export function VerifiedEmployer({ domain, className }: { domain: string; className: string }) {
  return (
    <p className={`verified-employer ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
        <path d="M6.5 11.2 3.3 8l1-1 2.2 2.2 5.2-5.2 1 1z" fill="currentColor" />
      </svg>
      Verified employer · {domain}
    </p>
  );
}

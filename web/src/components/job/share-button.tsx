// Shares a job's link: the share sheet, or a copy with a short 'Copied' notice and a toast.
import { SHARE_COPIED_NOTICE_MS } from '@portal/domain/constants';
import { useEffect, useState } from 'react';
import { Share } from '@/components/icons';
import { useToast } from '@/components/feedback/toast';
import { shareLink } from '@/lib/browser/share';
import { absoluteUrl, jobPath } from '@/lib/urls/site-url';

interface ShareButtonProps {
  jobId: string;
  jobTitle: string;
  /** Show the word 'Share' beside the icon (the job page), or the icon alone (cards). */
  withLabel?: boolean;
  /** Shown but waiting: a page the server painted, until the app takes it over. */
  disabled?: boolean;
}

export function ShareButton({
  jobId,
  jobTitle,
  withLabel = false,
  disabled = false,
}: ShareButtonProps) {
  const { showToast } = useToast();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), SHARE_COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const share = async () => {
    try {
      if ((await shareLink(absoluteUrl(jobPath(jobId)), jobTitle)) === 'copied') {
        setCopied(true);
        showToast('Job link copied!', 'success');
      }
    } catch {
      showToast('The link could not be shared or copied.', 'error');
    }
  };

  return (
    <span className="share">
      <button
        type="button"
        className={withLabel ? 'button' : 'icon-button'}
        aria-label={withLabel ? undefined : `Share ${jobTitle}`}
        disabled={disabled}
        onClick={() => void share()}
      >
        <Share />
        {withLabel && <span>Share</span>}
      </button>
      <span className="share-copied" role="status">
        {copied ? 'Copied' : ''}
      </span>
    </span>
  );
}

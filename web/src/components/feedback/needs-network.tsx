// The one offline notice for an action: says plainly that it needs a connection, instead of
// letting it spin, and what becomes of the visitor's work meanwhile. Shown only while offline.
import { useOnline } from '@/lib/browser/use-online';

interface NeedsNetworkProps {
  /** The action, as the sentence's subject: 'Posting a job'. */
  what: string;
  /** What happens meanwhile, after the semicolon. */
  then?: string;
  /** For a control that says why it is disabled (aria-describedby). */
  id?: string;
  /** A box of its own by default; a line of text inside a small form. */
  className?: string;
}

export function NeedsNetwork({
  what,
  then = 'it will work again when you are back online',
  id,
  className = 'needs-network',
}: NeedsNetworkProps) {
  const online = useOnline();
  if (online) return null;
  return (
    <p id={id} className={className} role="status">
      You are offline. {what} needs a connection; {then}.
    </p>
  );
}

// Says plainly that something needs a connection, instead of letting it spin.
import { useOnline } from '../lib/browser/use-online';

export function NeedsNetwork({ what }: { what: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="needs-network" role="status">
      You are offline. {what} needs a connection; it will work again when you are back online.
    </p>
  );
}

// `/hackathons`: upcoming hackathons as cards, soonest first.
import { StatusMessage } from '@/components/feedback/status-message';
import { useHackathons } from '@/lib/hackathons/hackathons';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import { useOnline } from '@/lib/browser/use-online';
import { HackathonCard } from './hackathon-card';
import './hackathons.css';

function HackathonList() {
  const result = useHackathons();
  const online = useOnline();
  // Offline, nothing cached reads as an empty list: say why instead of "none right now".
  const nothingYet =
    result.status === 'loading' || (result.status === 'success' && result.data.length === 0);
  if (!online && nothingYet) {
    return (
      <StatusMessage kind="offline">
        You are offline. Hackathons will load when you are back online.
      </StatusMessage>
    );
  }
  if (result.status === 'loading') {
    return <StatusMessage kind="loading">Loading hackathons...</StatusMessage>;
  }
  if (result.status === 'error') {
    return (
      <StatusMessage kind="error">
        Hackathons could not be loaded. Check your connection and try again.
      </StatusMessage>
    );
  }
  if (result.data.length === 0) {
    return <StatusMessage kind="empty">No hackathons right now. Check back soon.</StatusMessage>;
  }
  return (
    <ul className="hackathon-list">
      {result.data.map((hackathon) => (
        <li key={hackathon.id}>
          <HackathonCard hackathon={hackathon} />
        </li>
      ))}
    </ul>
  );
}

export default function HackathonsPage() {
  useDocumentTitle('Hackathons');
  return (
    <section className="hackathons" aria-labelledby="hackathons-heading">
      <h1 id="hackathons-heading">Hackathons</h1>
      <HackathonList />
    </section>
  );
}

// What an address that names nothing shows: an unknown route, and a company's page whose slug
// names no company with open jobs (features/company), in the app and as the server paints it.
import { Link } from 'react-router-dom';
import { ContactLinks } from '@/components/contact/contact-links';
import { useDocumentTitle } from '@/lib/browser/use-document-title';

export function PageNotFound() {
  useDocumentTitle('Page not found');
  return (
    <section className="centered-page" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">This page doesn&apos;t exist</h1>
      <p>The link may be broken, or the page may have moved.</p>
      <ContactLinks channels={['whatsapp', 'telegram', 'linkedin']} lead={<p>Reach us here:</p>} />
      <Link className="button button-primary" to="/">
        Explore Jobs
      </Link>
    </section>
  );
}

// What /job/{id} shows when no active job has that id.
import { ContactLinks } from '@/components/contact/contact-links';

export function JobNotFound() {
  return (
    <section aria-labelledby="job-not-found-heading">
      <h1 id="job-not-found-heading">Page Not Found</h1>
      <div className="error-box" role="alert">
        <p>This page doesn&apos;t exists</p>
        <p>Contact Admin for more details</p>
        <ContactLinks channels={['whatsapp', 'telegram']} />
      </div>
    </section>
  );
}

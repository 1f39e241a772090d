// `/about`: the mission, what the portal offers seekers and employers, and two banner places.
import { Link } from 'react-router-dom';
import { appConfig } from '@/lib/config/app-config-instance';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import './about.css';

/** A decorative panel where a banner image will go; hidden from assistive technology. */
function BannerPlaceholder({ variant }: { variant: 'seekers' | 'employers' }) {
  return <div className={`about-banner about-banner-${variant}`} aria-hidden="true" />;
}

export default function AboutPage() {
  useDocumentTitle('About Us');
  const product = appConfig.productName;
  return (
    <article className="about" aria-labelledby="about-heading">
      <h1 id="about-heading">About Us</h1>
      <p className="about-mission">
        {product} connects job seekers and employers worldwide. Our mission is to make finding the
        right job, or the right person for a job, simple, open and free.
      </p>
      <BannerPlaceholder variant="seekers" />
      <section aria-labelledby="about-seekers">
        <h2 id="about-seekers">For job seekers</h2>
        <p>
          Browse the latest jobs and internships, search and filter them by country and city, and
          open any listing to read the details before you apply on the employer&apos;s site. Sign in
          to save the jobs you like, try our spoken-English assessment and discover upcoming
          hackathons.
        </p>
        <p>
          <Link to="/">Browse the latest jobs</Link> or{' '}
          <Link to="/internships">see internships</Link>.
        </p>
      </section>
      <BannerPlaceholder variant="employers" />
      <section aria-labelledby="about-employers">
        <h2 id="about-employers">For employers</h2>
        <p>
          Anyone may post a job or internship on {product}, and posting is free. Fill in one form
          with the role, the company and a link to apply, and your listing reaches job seekers
          around the world.
        </p>
        <p>
          <Link className="button button-primary" to="/postjob">
            Post a job
          </Link>
        </p>
      </section>
    </article>
  );
}

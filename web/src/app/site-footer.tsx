// The footer: page links, Contact Us (the contact modal) and the subscribe box.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ContactModal } from '@/components/contact/contact-modal';
import { appConfig } from '@/lib/config/app-config-instance';
import { SubscribeBox } from '@/features/alerts/subscribe-box';

export function SiteFooter() {
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <footer className="site-footer">
      <SubscribeBox />
      <nav aria-label="Footer">
        <ul>
          <li>
            <Link to="/about">About Us</Link>
          </li>
          <li>
            <Link to="/privacy-policy">Privacy Policy</Link>
          </li>
          <li>
            <button type="button" className="link-button" onClick={() => setContactOpen(true)}>
              Contact Us
            </button>
          </li>
          <li>
            <Link to="/terms-of-service">Terms of Service</Link>
          </li>
          <li>
            <Link to="/postjob">Post Job</Link>
          </li>
        </ul>
      </nav>
      <ContactModal open={contactOpen} onClose={() => setContactOpen(false)} />
      <p className="copyright">
        © {new Date().getFullYear()} {appConfig.productName}
      </p>
    </footer>
  );
}

// The footer's links.
import { Link } from 'react-router-dom';
import { appConfig } from '../lib/app-config-instance';

export function SiteFooter() {
  const { email } = appConfig.contact;
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul>
          <li>
            <Link to="/about">About Us</Link>
          </li>
          <li>
            <Link to="/privacy-policy">Privacy Policy</Link>
          </li>
          {email && (
            <li>
              <a href={`mailto:${email}`}>Contact Us</a>
            </li>
          )}
          <li>
            <Link to="/terms-of-service">Terms of Service</Link>
          </li>
          <li>
            <Link to="/postjob">Post Job</Link>
          </li>
        </ul>
      </nav>
      <p className="copyright">
        © {new Date().getFullYear()} {appConfig.productName}
      </p>
    </footer>
  );
}

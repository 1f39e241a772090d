// The fixed top bar.
import { Link } from 'react-router-dom';
import { appConfig } from '../lib/app-config-instance';

export function SiteHeader() {
  return (
    <header className="top-bar">
      <Link to="/" className="brand">
        <img src="/favicon.svg" alt="" width="32" height="32" />
        <span>{appConfig.productName}</span>
      </Link>
    </header>
  );
}

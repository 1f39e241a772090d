// The fixed top bar: brand, search, location filters, the menu. On small screens the links
// sit in a panel the menu button opens.
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Close, Menu } from '@/components/icons';
import { ScrollProgress } from '@/components/feedback/scroll-progress';
import { appConfig } from '@/lib/config/app-config-instance';
import { SearchBox } from './search-box';

interface SiteHeaderProps {
  /** Where the location filters appear once the jobs are available. */
  filtersSlot: (element: HTMLDivElement | null) => void;
  /** Where Login and Signup, or the signed-in avatar, appear once the session is known. */
  accountSlot: (element: HTMLDivElement | null) => void;
}

export function SiteHeader({ filtersSlot, accountSlot }: SiteHeaderProps) {
  const [panelOpen, setPanelOpen] = useState(false);
  // Going to another page closes the small-screen panel.
  const { pathname } = useLocation();
  const [panelPath, setPanelPath] = useState(pathname);
  if (pathname !== panelPath) {
    setPanelPath(pathname);
    setPanelOpen(false);
  }

  return (
    <header className="top-bar">
      <ScrollProgress />
      <div className="top-bar-row">
        <Link to="/" className="brand">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{appConfig.productName}</span>
        </Link>
        <button
          type="button"
          className="icon-button menu-toggle"
          aria-expanded={panelOpen}
          aria-controls="site-menu"
          aria-label={panelOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setPanelOpen((open) => !open)}
        >
          {panelOpen ? <Close /> : <Menu />}
        </button>
        <SearchBox />
        <div id="site-menu" className="site-menu" data-open={panelOpen}>
          <div ref={filtersSlot} className="header-filters" />
          <nav aria-label="Main" className="site-nav">
            <NavLink to="/internships">Internships</NavLink>
            <div ref={accountSlot} className="account-area" />
          </nav>
        </div>
      </div>
    </header>
  );
}

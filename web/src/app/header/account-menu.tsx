// The avatar menu: the user's initial (a generic icon for a guest) opening Hackathon, SVAR
// Assessment, 'Install app' where the browser offers installation and, when signed in, My Jobs,
// Job alerts, Moderation for a moderator, and Logout. In the small-screen panel the same items
// show as plain links. Every item, link or button, has one look (.account-menu-item).
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@/components/dialogs/use-dismiss';
import { Link } from 'react-router-dom';
import { User } from '@/components/icons';
import { installPrompt, useInstallPrompt, type InstallPrompt } from '@/lib/browser/install-prompt';

const ITEMS = [
  { to: '/hackathons', label: 'Hackathon' },
  { to: '/assessments', label: 'SVAR Assessment' },
] as const;

const SIGNED_IN_ITEMS = [
  { to: '/my-jobs', label: 'My Jobs' },
  { to: '/alerts', label: 'Job alerts' },
] as const;

/** Only for an account whose ID token carries the moderator claim. */
const MODERATOR_ITEMS = [{ to: '/moderation', label: 'Moderation' }] as const;

interface AccountMenuProps {
  /** Signed in: the avatar shows the name's first letter and the menu offers Logout. */
  userName?: string;
  onLogOut?: () => void;
  /** Signed in as a moderator: the menu offers the moderators' console. */
  moderator?: boolean;
  /** The browser's install offer; tests pass their own. */
  installer?: InstallPrompt;
}

export function AccountMenu({
  userName,
  onLogOut,
  moderator = false,
  installer = installPrompt,
}: AccountMenuProps = {}) {
  const install = useInstallPrompt(installer);
  const initial = userName?.trim().charAt(0).toUpperCase();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useDismiss(open, close, root, trigger);
  const items = [
    ...ITEMS,
    ...(onLogOut ? SIGNED_IN_ITEMS : []),
    ...(onLogOut && moderator ? MODERATOR_ITEMS : []),
  ];

  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        ref={trigger}
        className="avatar"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={userName ? `Account menu for ${userName}` : 'Account menu'}
        onClick={() => setOpen((value) => !value)}
      >
        {initial ?? <User />}
      </button>
      <ul id={menuId} className="account-menu-items" hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <Link className="account-menu-item" to={item.to} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        ))}
        {install.available && (
          <li>
            <button
              type="button"
              className="account-menu-item"
              onClick={() => {
                setOpen(false);
                install.install();
              }}
            >
              Install app
            </button>
          </li>
        )}
        {onLogOut && (
          <li>
            <button
              type="button"
              className="account-menu-item"
              onClick={() => {
                setOpen(false);
                onLogOut();
              }}
            >
              Logout
            </button>
          </li>
        )}
      </ul>
      <ul className="account-menu-panel-items">
        {items.map((item) => (
          <li key={item.to}>
            <Link className="account-menu-item" to={item.to}>
              {item.label}
            </Link>
          </li>
        ))}
        {install.available && (
          <li>
            <button type="button" className="account-menu-item" onClick={install.install}>
              Install app
            </button>
          </li>
        )}
        {onLogOut && (
          <li>
            <button type="button" className="account-menu-item" onClick={onLogOut}>
              Logout
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}

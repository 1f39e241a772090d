// The header's account corner: Login and Signup for a guest, the avatar menu for everyone.
// Loaded with Firebase, after the shell has painted.
import { Link } from 'react-router-dom';
import { useAuthActions, useSession } from '@/lib/account/session';
import { useOnline } from '@/lib/browser/use-online';
import { AccountMenu } from './account-menu';

export default function AccountArea() {
  const session = useSession();
  const { logOut } = useAuthActions();
  const online = useOnline();
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return (
      <>
        <Link to="/login" className="button">
          Login
        </Link>
        <Link to="/signup" className="button button-primary">
          Signup
        </Link>
        <AccountMenu />
      </>
    );
  }
  return (
    <>
      {!online && (
        <span className="offline-badge" role="status">
          Offline: saved changes will sync later
        </span>
      )}
      <AccountMenu
        userName={session.user.name}
        moderator={session.user.moderator === true}
        onLogOut={() => void logOut()}
      />
    </>
  );
}

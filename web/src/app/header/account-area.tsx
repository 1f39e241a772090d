// The header's account corner: Login and Signup for a guest, the avatar menu for everyone.
// Loaded with Firebase, after the shell has painted.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useAuthActions, useSession } from '@/lib/account/session';
import { useOnline } from '@/lib/browser/use-online';
import { AccountMenu } from './account-menu';

/** Whether this device keeps an unsent job post, which logging out deletes. */
async function draftKept(): Promise<boolean> {
  try {
    const { hasPostJobDraft } = await import('@/features/post-job/api/post-job-draft');
    return await hasPostJobDraft();
  } catch (error) {
    // Unknown: logging out goes ahead unasked, as it would with no draft.
    console.error('Could not tell whether a job post draft is kept', error);
    return false;
  }
}

export default function AccountArea() {
  const session = useSession();
  const { logOut } = useAuthActions();
  const online = useOnline();
  const [confirming, setConfirming] = useState(false);
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
  // Logging out forgets everything this device keeps of the user, an unsent post among it
  // (lib/account/forget-device.ts): the user is told first.
  const askToLogOut = async () => {
    if (await draftKept()) setConfirming(true);
    else void logOut();
  };
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
        onLogOut={() => void askToLogOut()}
      />
      <ConfirmDialog
        open={confirming}
        title="Log out and delete your draft?"
        cancelLabel="Stay logged in"
        confirmLabel="Log out and delete draft"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void logOut();
        }}
      >
        <p>
          The job post you have not posted yet is kept on this device. Logging out deletes it, so
          that nobody who uses this device after you can read it.
        </p>
      </ConfirmDialog>
    </>
  );
}

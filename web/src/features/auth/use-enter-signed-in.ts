// Where the auth pages go once someone has signed in on them.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthActions } from '@/lib/account/session';
import { loadPageAfresh } from '@/lib/browser/load-page-afresh';

/**
 * Goes to `path` once someone has signed in on this page. A page that started as a guest's is
 * loaded afresh instead: its Firestore keeps writes in memory only (firebase.ts), and a save
 * made with no network must outlive a reload, as it does on a signed-in user's page.
 */
export function useEnterSignedIn(): (path: string) => Promise<void> {
  const { needsFreshPage } = useAuthActions();
  const navigate = useNavigate();
  return useCallback(
    async (path: string) => {
      if (await needsFreshPage()) loadPageAfresh(path);
      else await navigate(path, { replace: true });
    },
    [needsFreshPage, navigate],
  );
}

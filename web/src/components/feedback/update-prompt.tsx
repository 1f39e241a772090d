// Tells the user when the app works offline and when a new version is waiting.
import { TOAST_DURATION_MS } from '@portal/domain/constants';
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError(error) {
      console.error('Service worker registration failed', error);
    },
  });

  // 'Ready to work offline' is news, not a question: it goes by itself, like a toast, so it
  // never sits over the page. A waiting update stays until the user answers.
  useEffect(() => {
    if (!offlineReady || needRefresh) return;
    const timer = setTimeout(() => setOfflineReady(false), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [offlineReady, needRefresh, setOfflineReady]);

  if (!needRefresh && !offlineReady) return null;

  const close = () => {
    setNeedRefresh(false);
    setOfflineReady(false);
  };

  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <p>
        {needRefresh
          ? 'A new version of the app is available.'
          : 'The app is ready to work offline.'}
      </p>
      {needRefresh && (
        <button type="button" className="button" onClick={() => void updateServiceWorker(true)}>
          Reload
        </button>
      )}
      <button type="button" className="button button-secondary" onClick={close}>
        {needRefresh ? 'Later' : 'OK'}
      </button>
    </div>
  );
}

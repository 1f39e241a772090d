// The global red error banner under the top bar; a click or Enter on it dismisses it.
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { Close } from '@/components/icons';
import './error-banner.css';

export interface ErrorBannerApi {
  /** Shows `message` in the banner, replacing any message already there. */
  showError(message: string): void;
  clearError(): void;
}

const ErrorBannerContext = createContext<ErrorBannerApi | null>(null);

export function ErrorBannerProvider({ children }: { children: ReactNode }) {
  const [error, setError] = useState<{ id: number; message: string } | null>(null);
  const lastId = useRef(0);

  const showError = useCallback((message: string) => {
    lastId.current += 1;
    setError({ id: lastId.current, message });
  }, []);
  const clearError = useCallback(() => setError(null), []);
  const api = useMemo<ErrorBannerApi>(() => ({ showError, clearError }), [showError, clearError]);

  // Keyed by id, so the same message shown again is a new alert and is announced again.
  return (
    <ErrorBannerContext.Provider value={api}>
      <div className="error-banner-region">
        {error && (
          <div key={error.id} role="alert">
            <button type="button" className="error-banner" onClick={clearError}>
              <span className="error-banner-message">{error.message}</span>{' '}
              <span className="error-banner-dismiss">
                <Close size={16} />
                Dismiss
              </span>
            </button>
          </div>
        )}
      </div>
      {children}
    </ErrorBannerContext.Provider>
  );
}

export function useErrorBanner(): ErrorBannerApi {
  const api = useContext(ErrorBannerContext);
  if (!api) throw new Error('useErrorBanner must be used inside an <ErrorBannerProvider>.');
  return api;
}

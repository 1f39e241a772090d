// The toast popup: one short message at a time that closes itself after six seconds, showing
// the time left as a shrinking bar. Pointer or keyboard focus on it holds it open.
import { TOAST_DURATION_MS, TOAST_TICK_MS } from '@portal/domain/constants';
import type { FocusEvent, ReactNode } from 'react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Close } from '@/components/icons';
import './toast.css';

export type ToastType = 'success' | 'error';

export interface ToastApi {
  /** Shows `message`, replacing any toast on screen. An error unless told otherwise. */
  showToast(message: string, type?: ToastType): void;
}

const ToastContext = createContext<ToastApi | null>(null);

interface Toast {
  id: number;
  message: string;
  type: ToastType;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [remaining, setRemaining] = useState(TOAST_DURATION_MS);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const lastId = useRef(0);

  const showToast = useCallback((message: string, type: ToastType = 'error') => {
    lastId.current += 1;
    setToast({ id: lastId.current, message, type });
    setRemaining(TOAST_DURATION_MS);
  }, []);

  const dismiss = () => {
    setToast(null);
    // The toast leaves from under the pointer and focus without leave or blur events.
    setHovered(false);
    setFocused(false);
  };

  const shown = toast !== null && remaining > 0 ? toast : null;
  const paused = hovered || focused;

  useEffect(() => {
    if (!shown || paused) return;
    // Count the time that really passed: intervals drift and pause in background tabs.
    let last = Date.now();
    const timer = setInterval(() => {
      const now = Date.now();
      const spent = now - last;
      last = now;
      setRemaining((left) => Math.max(0, left - spent));
    }, TOAST_TICK_MS);
    return () => clearInterval(timer);
  }, [shown, paused]);

  const api = useMemo<ToastApi>(() => ({ showToast }), [showToast]);

  const leaveFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  // The message is keyed so that each new toast is a new live region: the same text shown again
  // is read again. The close button stays outside it, so it is not read out with the message.
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-region">
        {shown && (
          <div
            className="toast"
            data-type={shown.type}
            onPointerEnter={() => setHovered(true)}
            onPointerLeave={() => setHovered(false)}
            onFocus={() => setFocused(true)}
            onBlur={leaveFocus}
          >
            <p
              key={shown.id}
              className="toast-message"
              role={shown.type === 'error' ? 'alert' : 'status'}
            >
              {shown.message}
            </p>
            <button
              type="button"
              className="toast-close"
              aria-label="Close notification"
              onClick={dismiss}
            >
              <Close />
            </button>
            <div className="toast-progress" aria-hidden="true">
              <div
                className="toast-progress-bar"
                style={{ width: `${(remaining / TOAST_DURATION_MS) * 100}%` }}
              />
            </div>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a <ToastProvider>.');
  return api;
}

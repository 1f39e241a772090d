// The browser's offer to install the app: Chromium fires `beforeinstallprompt` when the app can
// be installed, and the saved event shows the install dialog on request. Other browsers never
// fire it (Safari and Firefox install from their own menus), and an installed app is not
// offered again, so the menu's 'Install app' shows only where it can work. It listens from the
// moment the app starts (main.tsx imports this module), since the event may come before the
// menu exists.
import { useCallback, useSyncExternalStore } from 'react';

/** Chromium's event; not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallPrompt {
  /** Whether the browser has offered installation and the offer is still open. */
  available(): boolean;
  subscribe(onChange: () => void): () => void;
  /** Shows the browser's install dialog; the offer is used up either way. */
  install(): Promise<'accepted' | 'dismissed' | 'unavailable'>;
}

export function createInstallPrompt(target: EventTarget): InstallPrompt {
  let offer: BeforeInstallPromptEvent | null = null;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  target.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the offer for the menu instead of Chrome's mini-infobar on phones.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });

  return {
    available: () => offer !== null,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    async install() {
      const used = offer;
      if (!used) return 'unavailable';
      // An event's prompt() works once: the item goes at once, whatever the answer.
      offer = null;
      changed();
      await used.prompt();
      const { outcome } = await used.userChoice;
      return outcome;
    },
  };
}

/** The page's offer (nothing ever arrives where there is no window, as in Node). */
export const installPrompt: InstallPrompt = createInstallPrompt(
  typeof window === 'undefined' ? new EventTarget() : window,
);

/** Whether to offer 'Install app', and the way to do it. */
export function useInstallPrompt(prompt: InstallPrompt = installPrompt) {
  const available = useSyncExternalStore(prompt.subscribe, prompt.available);
  const install = useCallback(() => void prompt.install(), [prompt]);
  return { available, install };
}

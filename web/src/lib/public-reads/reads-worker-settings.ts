// What the app tells the reads worker when it starts it, and App Check's tokens, which only the
// app can get (reCAPTCHA runs in a page, not in a worker): the worker asks the app for each one.
import type { FirebaseApp } from 'firebase/app';

export interface ReadsWorkerSettings {
  options: Record<string, string>;
  /** The emulators' host, or null for Google's servers. */
  emulatorHost: string | null;
  /** Firestore's long polling, as the app's own Firestore has it (firebase.ts). */
  longPolling: boolean;
  /** Where the app answers for App Check tokens when the project uses App Check. */
  appCheck: MessagePort | null;
}

export interface TokenReply {
  id: number;
  token?: string;
  expireTimeMillis?: number;
  error?: string;
}

/** When a token (a JWT) expires, from its `exp`; in five minutes when it cannot be read. */
export function expiryOf(token: string): number {
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const { exp } = JSON.parse(atob(payload)) as { exp?: unknown };
    if (typeof exp === 'number') return exp * 1000;
  } catch {
    // Not a JWT: the SDK asks again when it thinks the token has expired.
  }
  return Date.now() + 5 * 60_000;
}

/** The app's side: answers each request on `port` with a token from `getToken`. */
export function answerTokenRequests(port: MessagePort, getToken: () => Promise<string>): void {
  port.onmessage = ({ data: { id } }: MessageEvent<{ id: number }>) => {
    getToken().then(
      (token) => port.postMessage({ id, token, expireTimeMillis: expiryOf(token) } as TokenReply),
      (error: unknown) => port.postMessage({ id, error: String(error) } as TokenReply),
    );
  };
}

/** A function that asks `port`'s other end (answerTokenRequests) for a token. */
export function tokensFrom(
  port: MessagePort,
): () => Promise<{ token: string; expireTimeMillis: number }> {
  let lastId = 0;
  const waiting = new Map<number, (reply: TokenReply) => void>();
  port.onmessage = ({ data }: MessageEvent<TokenReply>) => {
    waiting.get(data.id)?.(data);
    waiting.delete(data.id);
  };
  return () =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, ({ token, expireTimeMillis, error }) =>
        token && expireTimeMillis ? resolve({ token, expireTimeMillis }) : reject(new Error(error)),
      );
      port.postMessage({ id });
    });
}

/** The worker's side: App Check for its app, each token the app's. */
export async function appCheckFromApp(app: FirebaseApp, port: MessagePort): Promise<void> {
  const { CustomProvider, initializeAppCheck } = await import('firebase/app-check');
  initializeAppCheck(app, {
    provider: new CustomProvider({ getToken: tokensFrom(port) }),
    isTokenAutoRefreshEnabled: true,
  });
}

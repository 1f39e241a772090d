// The Auth emulator's REST API: accounts made, verified and signed in as a test needs them, and
// the account mails it keeps instead of sending. It takes any API key, and 'Bearer owner' as an
// administrator's credentials.
import { z } from 'zod';

const OWNER = { Authorization: 'Bearer owner' };
/** Every test account's password. */
export const TEST_PASSWORD = 'secret-password';

export interface SignedIn {
  uid: string;
  idToken: string;
}

export interface OutOfBandCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

const SignedInSchema = z.object({ localId: z.string(), idToken: z.string() });

export interface AuthEmulator {
  /** A new account with TEST_PASSWORD, signed in. */
  signUp(email: string): Promise<SignedIn>;
  /** Signs in with TEST_PASSWORD: a token that says what the account is now. */
  signIn(email: string): Promise<SignedIn>;
  /** Marks the address verified, as following the verification mail would. */
  markVerified(uid: string): Promise<void>;
  /** The uid of the account with this e-mail. */
  uidOf(email: string): Promise<string>;
  /** The newest account mail of this kind "sent" to this address, or null. */
  newestMail(
    email: string,
    requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL',
  ): Promise<OutOfBandCode | null>;
  /** Applies a mail's code, as its landing page on a real project does. */
  applyCode(oobCode: string): Promise<void>;
  /** Sets the account's custom claims, as the Admin SDK's setCustomUserClaims does. */
  setClaims(uid: string, claims: Record<string, unknown>): Promise<void>;
}

/** The emulator at `host` (host:port), for the project `projectId`. */
export function authEmulator(host: string, projectId: string): AuthEmulator {
  const api = `http://${host}/identitytoolkit.googleapis.com/v1`;
  const post = async (what: string, url: string, body: unknown, admin = false) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(admin ? OWNER : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${what} failed: ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  const signedIn = (answer: unknown): SignedIn => {
    const { localId, idToken } = SignedInSchema.parse(answer);
    return { uid: localId, idToken };
  };
  return {
    async signUp(email) {
      const body = { email, password: TEST_PASSWORD, returnSecureToken: true };
      return signedIn(await post('Sign-up', `${api}/accounts:signUp?key=any`, body));
    },
    async signIn(email) {
      const body = { email, password: TEST_PASSWORD, returnSecureToken: true };
      return signedIn(await post('Signing in', `${api}/accounts:signInWithPassword?key=any`, body));
    },
    async markVerified(uid) {
      const url = `${api}/projects/${projectId}/accounts:update`;
      await post('Verifying the address', url, { localId: uid, emailVerified: true }, true);
    },
    async setClaims(uid, claims) {
      const url = `${api}/projects/${projectId}/accounts:update`;
      const body = { localId: uid, customAttributes: JSON.stringify(claims) };
      await post('Setting claims', url, body, true);
    },
    async uidOf(email) {
      const url = `${api}/projects/${projectId}/accounts:lookup`;
      const answer = await post('Looking up an account', url, { email: [email] }, true);
      const uid = z
        .object({ users: z.array(z.object({ localId: z.string() })).optional() })
        .parse(answer).users?.[0]?.localId;
      if (!uid) throw new Error(`The Auth emulator has no account for ${email}`);
      return uid;
    },
    async newestMail(email, requestType) {
      const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/oobCodes`);
      const { oobCodes } = (await response.json()) as { oobCodes: OutOfBandCode[] };
      const sent = oobCodes.filter(
        (code) => code.email === email && code.requestType === requestType,
      );
      return sent.at(-1) ?? null;
    },
    async applyCode(oobCode) {
      await post('Following the link', `${api}/accounts:update?key=any`, { oobCode });
    },
  };
}

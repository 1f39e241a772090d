// Callable functions called over HTTP as Firebase's browser SDK calls them, so a test sees what a
// browser (or an attacker with curl) would: the answer, or the refusal's status and message.
import { z } from 'zod';

export type CallOutcome =
  { ok: true; result: unknown } | { ok: false; status: string; message: string; details: unknown };

// The refusal first: `result: unknown` would accept any object.
const AnswerSchema = z.union([
  z.object({
    error: z.object({ status: z.string(), message: z.string(), details: z.unknown().optional() }),
  }),
  z.object({ result: z.unknown() }),
]);

/**
 * Calls the callable `name` under `functionsUrl` (e.g. http://127.0.0.1:5001/demo-portal/us-central1).
 * `ip` plays a caller at that address: the emulator passes X-Forwarded-For on, as Cloud Run's
 * front end would add it, and the functions key guests by it.
 */
export async function callCallable(
  functionsUrl: string,
  name: string,
  data: unknown,
  { ip, idToken }: { ip?: string; idToken?: string } = {},
): Promise<CallOutcome> {
  const response = await fetch(`${functionsUrl}/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(ip ? { 'X-Forwarded-For': ip } : {}),
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const answer = AnswerSchema.parse(await response.json());
  if ('error' in answer) {
    const { status, message, details } = answer.error;
    return { ok: false, status, message, details };
  }
  return { ok: true, result: answer.result };
}

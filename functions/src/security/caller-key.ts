// Who is calling, for limits and reports: the signed-in user, else a salted hash of the network
// address the call came from. Never the address itself.
import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export interface CallerRequest {
  auth?: { uid: string } | undefined;
  rawRequest: { headers: IncomingHttpHeaders; ip?: string | undefined };
}

/**
 * The address that connected. Cloud Run puts it last in X-Forwarded-For (whatever a client
 * wrote there comes before it), so the rightmost entry is the one a client cannot choose.
 */
export function clientAddress({ headers, ip }: CallerRequest['rawRequest']): string | null {
  const forwarded = [headers['x-forwarded-for'] ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = forwarded.at(-1) ?? ip ?? null;
  // Node names an IPv4 peer on a dual-stack socket '::ffff:1.2.3.4'; it is the same caller.
  return address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '') ?? null;
}

/**
 * A key fit for a document id: 'uid-' and the user's id when signed in (whatever the address),
 * else 'ip-' and the salted SHA-256 of the address. Callers with no address share one key.
 */
export function callerKey(request: CallerRequest, salt: string): string {
  const uid = request.auth?.uid;
  if (uid) return `uid-${encodeURIComponent(uid)}`;
  const address = clientAddress(request.rawRequest) ?? 'unknown';
  return `ip-${createHmac('sha256', salt).update(address).digest('hex')}`;
}

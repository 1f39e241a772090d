// Who is calling, for limits and reports. Identities are free (a new account costs nothing and an
// IPv6 /64 holds endless addresses), so a caller is a network as well as an account: a guest is
// their network, and an account whose address is unverified counts against its network too.
// Networks are kept as salted hashes, never the address itself.
import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';

export interface CallerRequest {
  auth?: { uid: string; token?: { email_verified?: boolean } } | undefined;
  rawRequest: { headers: IncomingHttpHeaders; ip?: string | undefined };
}

export interface Caller {
  /** One per person, for one-per-person rules (a report per job): the account, else the network. */
  key: string;
  /** The salted network the call came from: an IPv4 address or an IPv6 /64. */
  network: string;
  /** Every key whose limits this call counts against: the account's, and its network's unless
   * the account's address is verified. */
  limitKeys: string[];
  /** The signed-in account, or null for a guest. */
  account: { uid: string; verified: boolean } | null;
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

/** An IPv6 address's eight groups as numbers; `::` filled with zeros, a dotted tail as two. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      .flatMap((group) => {
        if (!group.includes('.')) return [parseInt(group, 16)];
        const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
        return [(a << 8) | b, (c << 8) | d];
      });
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The network an address belongs to: an IPv4 address is its own; an IPv6 address is its /64,
 * the block one subscriber is given and may fill with addresses at will.
 */
export function networkOf(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const prefix = ipv6Groups(bare.toLowerCase()).slice(0, 4);
  return `${prefix.map((group) => group.toString(16)).join(':')}::/64`;
}

/** The salted key of the network a request came from; callers with no address share one. */
export function networkKey(request: CallerRequest, salt: string): string {
  const address = clientAddress(request.rawRequest);
  const network = address === null ? 'unknown' : networkOf(address);
  return `ip-${createHmac('sha256', salt).update(network).digest('hex')}`;
}

/** The key of a signed-in account: its limits, its one report per job, a block on it. */
export function accountKey(uid: string): string {
  return `uid-${encodeURIComponent(uid)}`;
}

export function identifyCaller(request: CallerRequest, salt: string): Caller {
  const network = networkKey(request, salt);
  const uid = request.auth?.uid;
  if (!uid) return { key: network, network, limitKeys: [network], account: null };
  const verified = request.auth?.token?.email_verified === true;
  const key = accountKey(uid);
  const limitKeys = verified ? [key] : [key, network];
  return { key, network, limitKeys, account: { uid, verified } };
}

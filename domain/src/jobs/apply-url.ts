// Where a job seeker applies: a web page or an e-mail address. What the poster types is checked
// and stored in one form (an http(s) URL, or mailto:), and checked again before it is linked.

/** One address, as people type them: a local part, @, and a domain with a dot. No spaces. */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/**
 * The stored form of an application link, or null when it is neither an http(s) URL nor an
 * e-mail address: 'jobs@acme.com' becomes 'mailto:jobs@acme.com'; a URL is kept as the browser
 * reads it. A URL carrying a user name ('https://acme.com@evil.example') is refused: it reads as
 * one site and opens another.
 */
export function normalizeApplyUrl(input: string): string | null {
  const value = input.trim();
  if (value === '') return null;
  if (isEmailAddress(value)) return `mailto:${value}`;
  if (/^mailto:/i.test(value)) {
    const address = decodeURIComponentSafe(value.slice('mailto:'.length).split('?')[0] ?? '');
    return address !== null && isEmailAddress(address) ? `mailto:${address}` : null;
  }
  // Only a scheme we allow may start it, and nothing a URL may not hold unencoded follows:
  // no spaces or control characters hiding 'javascript:', no quotes or brackets to break out of
  // an attribute (RFC 3986 leaves these out; a browser would quietly encode them).
  if (!/^https?:\/\/[^\s<>"`{}|\\^]+$/i.test(value)) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || !url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** A stored application link, checked again before it becomes an href; null when it is unsafe. */
export function safeApplyUrl(stored: string | undefined): string | null {
  return stored ? normalizeApplyUrl(stored) : null;
}

function decodeURIComponentSafe(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Whether `host` is `domain` or one of its subdomains. */
export function isHostIn(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * The domain a job's apply link goes to, when it is not the one its employer verified: the
 * page says so. Null when they agree, or the link is neither a URL nor an address.
 */
export function applyDomainElsewhere(applyUrl: string, verifiedDomain: string): string | null {
  let host: string;
  try {
    host = applyUrl.startsWith('mailto:')
      ? applyUrl.slice(applyUrl.lastIndexOf('@') + 1).toLowerCase()
      : new URL(applyUrl).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
  return host && !isHostIn(host, verifiedDomain) ? host : null;
}

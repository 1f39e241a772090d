// What a link in posted text may point to: a web page (http or https) or an e-mail address,
// as the domain's allow-list keeps them. People type 'acme.com/jobs' or 'jobs@acme.com'.
import { normalizeApplyUrl } from '@portal/domain/jobs/apply-url';

export const LINK_ADDRESS_MESSAGE =
  'Enter a web address such as https://acme.com/jobs, or an e-mail address.';

/** The href for what was typed, or null when it is neither a web page nor an e-mail address. */
export function linkHref(typed: string): string | null {
  const value = typed.trim();
  if (value === '') return null;
  const href = normalizeApplyUrl(value);
  if (href !== null) return href;
  // No scheme typed ('acme.com/jobs', 'acme.com:8080'): a web page is meant.
  return /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value) ? null : normalizeApplyUrl(`https://${value}`);
}

/** What an inserted link reads when no text was selected: its address (an e-mail one bare). */
export function linkText(href: string): string {
  return href.replace(/^mailto:/i, '');
}

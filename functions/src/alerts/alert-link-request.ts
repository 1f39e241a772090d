// What the links in our mail have in common (the alerts' confirm and unsubscribe links, and the
// "still hiring?" mail's answers): the method, and the token's check turned into the page that
// says what is wrong with it.
import { checkAlertToken, type TokenPurpose } from '@portal/domain/alerts/alert-tokens';
import type { LinkTokenCheck } from '@portal/domain/signed-links';
import type { Request } from 'express';
import type { LinkPage } from './link-page';

export type SignedLinkRequest =
  { ok: true; subject: string; post: boolean; action: string } | { ok: false; page: LinkPage };

/**
 * A link's request, read: its method, and its `token` as `check` finds it. `query` is what the
 * link carries besides the token, which the page's button posts back with it; `expired` says
 * how long such links work.
 */
export async function readSignedLinkRequest(
  request: Request,
  {
    site,
    check,
    expired,
    query = {},
  }: {
    site: string;
    check: (token: unknown) => Promise<LinkTokenCheck>;
    expired: string;
    query?: Record<string, string>;
  },
): Promise<SignedLinkRequest> {
  const home = { href: `${site}/`, text: 'Browse jobs' };
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'POST') {
    return {
      ok: false,
      page: {
        status: 405,
        title: 'Not allowed',
        lines: ['Open the link from the mail.'],
        links: [home],
      },
    };
  }
  const token = request.query.token;
  const checked = await check(token);
  if (!checked.ok) {
    const late = checked.reason === 'expired';
    return {
      ok: false,
      page: {
        status: late ? 410 : 400,
        title: late ? 'This link has expired' : 'This link is not valid',
        lines: late
          ? [expired]
          : ['Open the link exactly as it is in the mail: it may have been cut short or changed.'],
        links: [home],
      },
    };
  }
  return {
    ok: true,
    subject: checked.subject,
    post: request.method === 'POST',
    // Relative, so the button posts to the page's own address, wherever it is served.
    action: `?${new URLSearchParams({ ...query, token: String(token) })}`,
  };
}

export type LinkRequest =
  { ok: true; alertId: string; post: boolean; action: string } | { ok: false; page: LinkPage };

/** An alert's link (`purpose`), read. */
export async function readLinkRequest(
  request: Request,
  purpose: TokenPurpose,
  key: string,
  site: string,
  now: number,
): Promise<LinkRequest> {
  const link = await readSignedLinkRequest(request, {
    site,
    check: async (token) => {
      const checked = await checkAlertToken(key, purpose, token, now);
      return checked.ok ? { ok: true, subject: checked.alertId } : checked;
    },
    expired: 'Confirmation links work for 7 days. Subscribe again on the site to get a new one.',
  });
  if (!link.ok) return link;
  const { subject: alertId, ...rest } = link;
  return { ...rest, alertId };
}

// What the confirm and unsubscribe links have in common: the method, and the token's check
// turned into the page that says what is wrong with it.
import { checkAlertToken, type TokenPurpose } from '@portal/domain/alerts/alert-tokens';
import type { Request } from 'express';
import type { LinkPage } from './link-page';

export type LinkRequest =
  { ok: true; alertId: string; post: boolean; action: string } | { ok: false; page: LinkPage };

export async function readLinkRequest(
  request: Request,
  purpose: TokenPurpose,
  key: string,
  site: string,
  now: number,
): Promise<LinkRequest> {
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
  const check = await checkAlertToken(key, purpose, token, now);
  if (!check.ok) {
    const expired = check.reason === 'expired';
    return {
      ok: false,
      page: {
        status: expired ? 410 : 400,
        title: expired ? 'This link has expired' : 'This link is not valid',
        lines: expired
          ? ['Confirmation links work for 7 days. Subscribe again on the site to get a new one.']
          : ['Open the link exactly as it is in the mail: it may have been cut short or changed.'],
        links: [home],
      },
    };
  }
  return {
    ok: true,
    alertId: check.alertId,
    post: request.method === 'POST',
    // Relative, so the button posts to the page's own address, wherever it is served.
    action: `?token=${encodeURIComponent(String(token))}`,
  };
}

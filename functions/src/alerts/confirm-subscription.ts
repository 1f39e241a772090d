// /subscription/confirm?token=…: GET shows the alert and a Confirm button; POST confirms it,
// and its digests start: the first covers the jobs posted after this moment.
import { describeAlertSearch } from '@portal/domain/alerts/alert';
import { nextDigestAt } from '@portal/domain/alerts/alert-digest';
import type { Request, Response } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { alertRef, readAlert, updateAlert } from '#src/data/subscriptions';
import { adminFirestore } from '#src/platform/admin';
import { productName, siteUrl } from '#src/platform/site';
import { readLinkRequest } from './alert-link-request';
import { MANAGE_PATH } from './alert-links';
import { sendLinkPage, type LinkPage } from './link-page';
import { ALERTS_SIGNING_KEY } from './signing-key';

const FREQUENCY_WORDS = { daily: 'once a day', weekly: 'once a week' } as const;

export async function serveConfirmation(request: Request, response: Response): Promise<void> {
  const site = siteUrl();
  const product = productName();
  const now = Date.now();
  const link = await readLinkRequest(request, 'confirm', ALERTS_SIGNING_KEY.value(), site, now);
  if (!link.ok) return sendLinkPage(response, product, link.page);

  const links = [
    { href: `${site}/`, text: 'Browse jobs' },
    { href: `${site}${MANAGE_PATH}`, text: 'Manage alerts (signed in)' },
  ];
  const db = adminFirestore('Confirming');
  const ref = alertRef(db, link.alertId);
  const page = await db.runTransaction(async (tx): Promise<LinkPage> => {
    const alert = await readAlert(tx, ref);
    if (!alert) {
      return {
        status: 404,
        title: 'This alert no longer exists',
        lines: ['It was unsubscribed. Subscribe again on the site if you want it back.'],
        links,
      };
    }
    const what = describeAlertSearch(alert.search);
    const when = FREQUENCY_WORDS[alert.frequency];
    if (alert.confirmed) {
      return {
        status: 200,
        title: 'Your alert is confirmed',
        lines: [what, `New jobs come ${when}.`],
        links,
      };
    }
    if (!link.post) {
      return {
        status: 200,
        title: 'Confirm your job alert',
        lines: [what, `New jobs will come ${when} to the address this link was sent to.`],
        button: { label: 'Confirm alert', action: link.action },
        links,
      };
    }
    updateAlert(tx, ref, {
      confirmed: true,
      confirmedAt: new Date(now),
      since: new Date(now),
      dueAt: alert.paused ? null : new Date(nextDigestAt(alert.frequency, now)),
    });
    return {
      status: 200,
      title: 'Your alert is confirmed',
      lines: [what, `New jobs come ${when}. Every mail has a link to stop them.`],
      links,
    };
  });
  sendLinkPage(response, product, page);
}

export const confirmSubscription = onRequest(
  { secrets: ALERTS_SIGNING_KEY.binding() },
  serveConfirmation,
);

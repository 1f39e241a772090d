// /subscription/unsubscribe?token=…: GET shows the alert and an Unsubscribe button; POST (the
// button, or a mail client's one-click of RFC 8058 with no login) deletes the alert. Deleting
// one that is gone already says the same, so the answer never tells whether it existed.
import { describeAlertSearch } from '@portal/domain/alerts/alert';
import type { Request, Response } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { alertRef, deleteAlert, readAlert } from '#src/data/subscriptions';
import { adminFirestore } from '#src/platform/admin';
import { productName, siteUrl } from '#src/platform/site';
import { readLinkRequest } from './alert-link-request';
import { sendLinkPage, type LinkPage } from './link-page';
import { ALERTS_SIGNING_KEY } from './signing-key';

export async function serveUnsubscribe(request: Request, response: Response): Promise<void> {
  const site = siteUrl();
  const product = productName();
  const link = await readLinkRequest(
    request,
    'unsubscribe',
    ALERTS_SIGNING_KEY.value(),
    site,
    Date.now(),
  );
  if (!link.ok) return sendLinkPage(response, product, link.page);

  const links = [{ href: `${site}/`, text: 'Browse jobs' }];
  const done: LinkPage = {
    status: 200,
    title: 'You are unsubscribed',
    lines: ['This alert sends you nothing more. Your other alerts, if any, go on.'],
    links,
  };
  const db = adminFirestore('Unsubscribing');
  const ref = alertRef(db, link.alertId);
  const page = await db.runTransaction(async (tx): Promise<LinkPage> => {
    const alert = await readAlert(tx, ref);
    if (!alert) return done;
    if (!link.post) {
      return {
        status: 200,
        title: 'Unsubscribe from this alert?',
        lines: [describeAlertSearch(alert.search)],
        button: { label: 'Unsubscribe', action: link.action },
        links,
      };
    }
    deleteAlert(tx, ref);
    return done;
  });
  sendLinkPage(response, product, page);
}

export const unsubscribe = onRequest({ secrets: ALERTS_SIGNING_KEY.binding() }, serveUnsubscribe);

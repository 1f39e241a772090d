// The small pages the links in alert mail open: plain HTML with no script, a message and, where
// the link acts, one button that POSTs back to it (a GET never changes anything: mail scanners
// follow links).
import { escapeHtml } from '@portal/domain/escape-html';
import { LINK_PAGE_CONTENT_SECURITY_POLICY } from '@portal/domain/pages/security-headers';
import type { Response } from 'express';
import { sendHtml } from '#src/platform/html-page';

export interface LinkPage {
  status: number;
  title: string;
  lines: string[];
  /** A button that POSTs to `action`. */
  button?: { label: string; action: string };
  links: { href: string; text: string }[];
}

export function renderLinkPage(product: string, page: LinkPage): string {
  const { title, lines, button, links } = page;
  const form = button
    ? `<form method="post" action="${escapeHtml(button.action)}"><button type="submit">${escapeHtml(button.label)}</button></form>`
    : '';
  const nav = links
    .map(({ href, text }) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`)
    .join(' · ');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} – ${escapeHtml(product)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;line-height:1.5;color:#1f2933;max-width:36rem;margin:0 auto;padding:2rem 1rem}',
    'h1{font-size:1.5rem}button{font:inherit;padding:.75rem 1.5rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;cursor:pointer;min-height:44px}',
    'button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}a{color:#1d4ed8}</style>',
    '</head><body><main>',
    `<h1>${escapeHtml(title)}</h1>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    form,
    nav ? `<p>${nav}</p>` : '',
    '</main></body></html>',
  ].join('');
}

export function sendLinkPage(response: Response, product: string, page: LinkPage): void {
  response.status(page.status).set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
  sendHtml(response, renderLinkPage(product, page), {
    // No script, and nothing loaded: a policy stricter than the app's.
    'Content-Security-Policy': LINK_PAGE_CONTENT_SECURITY_POLICY,
    // The token is in the URL: no page it links to learns it.
    'Referrer-Policy': 'no-referrer',
  });
}

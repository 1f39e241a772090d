// The HTML every mail of ours is written in: one readable column, inline styles (mail clients
// drop style sheets). Callers escape what a person wrote; these add no text of their own.
import { escapeHtml } from '@portal/domain/escape-html';

export const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;

export function mailPage(title: string, body: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2933;max-width:600px;margin:0 auto;padding:16px">',
    body,
    '</body></html>',
  ].join('');
}

export const mailLink = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}" style="color:#1d4ed8">${escapeHtml(text)}</a>`;

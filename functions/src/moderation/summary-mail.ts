// The moderators' daily mail: how many reported jobs wait, and the first of them as
// `npm run moderate` lists them. Titles and companies are a poster's text: escaped in the HTML,
// and cut short, so the mail stays a summary whatever was posted.
import { escapeHtml } from '@portal/domain/escape-html';
import type { OutgoingMail } from '#src/data/mail';
import type { ModerationEntry } from './moderation';

/** The entries a summary names; the rest are counted. */
export const SUMMARY_MAX_LISTED = 20;

const cut = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function entryLine(entry: ModerationEntry): string {
  const what = entry.job
    ? `${cut(entry.job.Title)} at ${cut(entry.job.Company)}`
    : 'a job no longer stored';
  const reporters = `${entry.count} reporter${entry.count === 1 ? '' : 's'}`;
  return `${entry.reportStatus === 'hidden' ? 'HIDDEN' : 'reported'}: ${what} (job ${entry.jobId}), ${reporters}`;
}

export function moderationSummaryMail({
  to,
  product,
  entries,
}: {
  to: string;
  product: string;
  entries: readonly ModerationEntry[];
}): OutgoingMail {
  const hidden = entries.filter((entry) => entry.reportStatus === 'hidden').length;
  const subject = `${product}: ${entries.length} reported job${entries.length === 1 ? '' : 's'} to review (${hidden} hidden)`;
  const listed = entries.slice(0, SUMMARY_MAX_LISTED).map(entryLine);
  const more = entries.length - listed.length;
  const howTo = 'Review them with npm run moderate; restore or close each one.';
  const text = [
    subject,
    '',
    ...listed.map((line) => `- ${line}`),
    ...(more > 0 ? [`…and ${more} more.`] : []),
    '',
    howTo,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,sans-serif">`,
    `<p>${escapeHtml(subject)}</p><ul>`,
    ...listed.map((line) => `<li>${escapeHtml(line)}</li>`),
    '</ul>',
    more > 0 ? `<p>…and ${more} more.</p>` : '',
    `<p>${escapeHtml(howTo)}</p></body></html>`,
  ].join('');
  return { to, message: { subject, text, html } };
}

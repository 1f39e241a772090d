// The words of the alerts' mail: the confirmation and the digest, each as subject, plain text
// and HTML. Every value from a person (titles, companies, searches) is escaped in the HTML, and
// a search is cut to MAIL_SEARCH_MAX_CHARS: the caller's text goes out from our domain.
import {
  describeAlertSearchInMail,
  DIGEST_MAX_LISTED,
  type AlertSearch,
} from '@portal/domain/alerts/alert';
import { escapeHtml } from '@portal/domain/escape-html';
import { formatLocation, type Job } from '@portal/domain/jobs/job';
import { payText } from '@portal/domain/jobs/pay';
import type { OutgoingMail } from '#src/data/mail';
import { mailLink as link, mailPage as page, paragraph } from '#src/mail/mail-html';

/**
 * RFC 2919's List-Id, on every alert mail, so mail clients and filters know the mail as one list:
 * 'Job Portal job alerts <job-alerts.portal.example>', named after the site's host.
 */
export function alertListId(product: string, site: string): string {
  const phrase = product.replace(/[<>"\\\r\n]/g, '').trim();
  const host = new URL(site).hostname.toLowerCase().replace(/[^a-z0-9.-]/g, '') || 'localhost';
  return `${phrase ? `${phrase} job alerts` : 'Job alerts'} <job-alerts.${host}>`;
}

export interface ConfirmationMail {
  to: string;
  product: string;
  /** The site's origin, which names the list (List-Id). */
  site: string;
  search: AlertSearch | null;
  confirmUrl: string;
}

export function confirmationMail({
  to,
  product,
  site,
  search,
  confirmUrl,
}: ConfirmationMail): OutgoingMail {
  const what = describeAlertSearchInMail(search);
  const subject = `Confirm your ${product} job alert`;
  const text = [
    `Someone, we hope you, asked ${product} to e-mail new jobs to this address:`,
    `  ${what}`,
    '',
    `To start, confirm within 7 days: ${confirmUrl}`,
    '',
    'If it was not you, ignore this mail: nothing more will be sent.',
  ].join('\n');
  const html = page(
    subject,
    [
      paragraph(
        `Someone, we hope you, asked ${escapeHtml(product)} to e-mail new jobs to this address:`,
      ),
      paragraph(`<strong>${escapeHtml(what)}</strong>`),
      paragraph(`${link(confirmUrl, 'Confirm the alert')} (the link works for 7 days).`),
      paragraph('If it was not you, ignore this mail: nothing more will be sent.'),
    ].join(''),
  );
  return {
    to,
    message: { subject, text, html },
    headers: { 'List-Id': alertListId(product, site) },
  };
}

export interface DigestMail {
  to: string;
  product: string;
  /** The site's origin, which names the list (List-Id). */
  site: string;
  search: AlertSearch | null;
  jobs: readonly { job: ListedJob; url: string }[];
  total: number;
  moreUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
}

/** What a digest shows of a job. */
type ListedJob = Pick<Job, 'Title' | 'Company' | 'City' | 'Country' | 'Salary' | 'Pay'>;

/**
 * What the job pays as its card says it (its Salary, made from its Pay when it was posted), so a
 * reader of an alert by pay sees each job's figure; the Pay's own words where no Salary was kept.
 */
function payOfListed(job: ListedJob): string {
  return job.Salary?.trim() || (job.Pay ? payText(job.Pay) : '');
}

/** 'Company · Pune, India · ₹20,000–30,000 a month': who, where and what it pays, as it says. */
function jobDetails(job: ListedJob): string {
  return [job.Company, formatLocation(job), payOfListed(job)].filter(Boolean).join(' · ');
}

function jobLine(job: ListedJob): string {
  return [job.Title, jobDetails(job)].filter(Boolean).join(' · ');
}

export function digestMail(mail: DigestMail): OutgoingMail {
  const { to, product, site, search, jobs, total, moreUrl, manageUrl, unsubscribeUrl } = mail;
  const what = describeAlertSearchInMail(search);
  const count = `${total} new ${total === 1 ? 'job' : 'jobs'}`;
  const subject = `${count}: ${what}`.slice(0, 300);
  const more = total > jobs.length ? total - jobs.length : 0;
  const text = [
    `${count} on ${product} for your alert: ${what}`,
    '',
    ...jobs.map(({ job, url }) => `- ${jobLine(job)}\n  ${url}`),
    ...(more ? ['', `${more} more (we list at most ${DIGEST_MAX_LISTED}): ${moreUrl}`] : []),
    '',
    `Manage your alerts: ${manageUrl}`,
    `Unsubscribe from this alert: ${unsubscribeUrl}`,
  ].join('\n');
  const items = jobs
    .map(
      ({ job, url }) =>
        `<li style="margin:0 0 12px">${link(url, job.Title)}<br>${escapeHtml(jobDetails(job))}</li>`,
    )
    .join('');
  const html = page(
    subject,
    [
      paragraph(
        `${escapeHtml(count)} on ${escapeHtml(product)} for your alert: <strong>${escapeHtml(what)}</strong>`,
      ),
      `<ul style="padding-left:20px;margin:0 0 16px">${items}</ul>`,
      more ? paragraph(link(moreUrl, `See ${more} more on the site`)) : '',
      paragraph(
        `${link(manageUrl, 'Manage your alerts')} · ${link(unsubscribeUrl, 'Unsubscribe from this alert')}`,
      ),
    ].join(''),
  );
  return {
    to,
    message: { subject, text, html },
    // RFC 2369 and RFC 8058: mail clients offer one-click unsubscribe, which POSTs to the URL.
    headers: {
      'List-Id': alertListId(product, site),
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

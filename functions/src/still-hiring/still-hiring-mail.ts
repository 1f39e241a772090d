// The "still hiring?" mail: the job, when it expires, and the two links that answer.
import { escapeHtml } from '@portal/domain/escape-html';
import { CONFIRMED_OPEN_DAYS } from '@portal/domain/jobs/still-hiring';
import type { OutgoingMail } from '#src/data/mail';
import { mailLink as link, mailPage as page, paragraph } from '#src/mail/mail-html';

export interface StillHiringMail {
  to: string;
  product: string;
  title: string;
  company: string;
  jobUrl: string;
  expiresAt: Date;
  stillOpenUrl: string;
  filledUrl: string;
}

/** 'Sun, 20 Dec 2026': a date every reader sees alike (UTC), in the mail and on its pages. */
export const mailDay = (date: Date) => date.toUTCString().slice(0, 16);

export function stillHiringMail(mail: StillHiringMail): OutgoingMail {
  const { to, product, title, company, jobUrl, expiresAt, stillOpenUrl, filledUrl } = mail;
  const subject = `Is ${title} still open?`;
  const expires = `It is listed on ${product} until ${mailDay(expiresAt)}.`;
  const text = [
    `You posted "${title}" at ${company} on ${product}: ${jobUrl}`,
    expires,
    '',
    `Still hiring? Keep it open for another ${CONFIRMED_OPEN_DAYS} days: ${stillOpenUrl}`,
    `Filled? Close it, so nobody applies in vain: ${filledUrl}`,
    '',
    'No answer: it is no longer listed once it expires. Each link works once.',
  ].join('\n');
  const html = page(
    subject,
    [
      paragraph(
        `You posted ${link(jobUrl, title)} at ${escapeHtml(company)} on ${escapeHtml(product)}.`,
      ),
      paragraph(escapeHtml(expires)),
      paragraph(
        `${link(stillOpenUrl, 'Still hiring: keep it open')} for another ${CONFIRMED_OPEN_DAYS} days.`,
      ),
      paragraph(`${link(filledUrl, 'Filled: close it')}, so nobody applies in vain.`),
      paragraph('No answer: it is no longer listed once it expires. Each link works once.'),
    ].join(''),
  );
  return { to, message: { subject, text, html } };
}

// The mail with the code that verifies an employer's address.
import { EMPLOYER_CODE_MINUTES } from '@portal/domain/employers/employer';
import { escapeHtml } from '@portal/domain/escape-html';
import type { OutgoingMail } from '#src/data/mail';
import { mailPage, paragraph } from '#src/mail/mail-html';

export function employerCodeMail({
  to,
  product,
  code,
}: {
  to: string;
  product: string;
  code: string;
}): OutgoingMail {
  const subject = `${code} is your ${product} employer code`;
  const domain = to.slice(to.lastIndexOf('@') + 1);
  const lines = [
    `Someone, we hope you, asked ${product} to verify that they post jobs for ${domain}.`,
    `Their code is ${code}. It works for ${EMPLOYER_CODE_MINUTES} minutes.`,
    'If it was not you, ignore this mail: nothing changes, and do not share the code.',
  ];
  const html = mailPage(
    subject,
    [
      paragraph(escapeHtml(lines[0]!)),
      paragraph(
        `Their code is <strong style="font-size:20px;letter-spacing:2px">${code}</strong>. It works for ${EMPLOYER_CODE_MINUTES} minutes.`,
      ),
      paragraph(escapeHtml(lines[2]!)),
    ].join(''),
  );
  return { to, message: { subject, text: lines.join('\n\n'), html } };
}

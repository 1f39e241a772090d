// The links of a "still hiring?" mail, signed for one ask of one job (domain's
// jobs/still-hiring.ts), with the key that signs the alerts' links: the purpose in each signature
// keeps the two kinds of link apart.
import { signLinkToken } from '@portal/domain/signed-links';
import {
  ASK_LINK_VALID_DAYS,
  askSubject,
  type StillHiringAnswer,
} from '@portal/domain/jobs/still-hiring';
import { DAY_MS } from '@portal/domain/jobs/job-expiry';

export const STILL_HIRING_PATH = '/still-hiring';

export async function answerUrl(
  site: string,
  key: string,
  {
    jobId,
    askId,
    answer,
    now,
  }: { jobId: string; askId: string; answer: StillHiringAnswer; now: number },
): Promise<string> {
  const token = await signLinkToken(key, {
    purpose: answer,
    subject: askSubject(jobId, askId),
    expiresAt: now + ASK_LINK_VALID_DAYS * DAY_MS,
  });
  return `${site}${STILL_HIRING_PATH}?answer=${answer}&token=${token}`;
}

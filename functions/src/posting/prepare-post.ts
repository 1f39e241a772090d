// Everything about a post that needs no database: the shared form schema, the honeypot, the
// time taken to fill the form in (from the form's signed ticket), and rich text cleaned as the
// server stores it.
import { jobFieldsSchema, type JobFields } from '@portal/domain/jobs/job';
import { fieldMessages } from '@portal/domain/field-messages';
import {
  HONEYPOT_FIELD,
  jobFieldsOf,
  MIN_FILL_MS,
  POST_JOB_LABELS,
  PostJobFormSchema,
  PostJobInputSchema,
} from '@portal/domain/posting/post-job';
import { RICH_TEXT_FIELDS } from '@portal/domain/jobs/job';
import { badFormTicket, invalidFields, refusedAsAutomatic, tooFast } from '#src/platform/refusals';
import { richTextCleaner } from '#src/security/rich-text';
import { readFormTicket } from './form-ticket';

export interface PreparedPost {
  /** The job's fields, trimmed, blanks absent, rich text cleaned. */
  fields: JobFields;
  openDays: number;
  /** The form ticket's nonce: the post spends it (store-post.ts). */
  ticketNonce: string;
  /** The address a guest left to manage the job by, never stored on the job. */
  manageEmail: string | null;
}

/** The post ready to store, or the refusal a person can act on (thrown as an HttpsError). */
export async function preparePost(
  data: unknown,
  { ticketKey, now }: { ticketKey: string; now: number },
): Promise<PreparedPost> {
  const parsed = PostJobInputSchema.safeParse(data);
  if (!parsed.success) throw invalidFields(fieldMessages(parsed.error), POST_JOB_LABELS);
  const input = parsed.data;
  if (input[HONEYPOT_FIELD]?.trim()) throw refusedAsAutomatic();
  const ticket = readFormTicket(ticketKey, input.formTicket, now);
  if (!ticket.ok) throw badFormTicket();
  const elapsedMs = now - ticket.issuedAt;
  if (elapsedMs < MIN_FILL_MS) throw tooFast(MIN_FILL_MS - elapsedMs);

  // Cleaning can empty a field (Skills of nothing but a <script>) or, by adding rel and target
  // to links, lengthen it: each is checked again by its own schema, with the form's words.
  const clean = await richTextCleaner();
  const cleaned: Record<string, string | undefined> = {};
  const problems: Record<string, string> = {};
  for (const field of RICH_TEXT_FIELDS) {
    const html = input[field];
    const result = PostJobFormSchema.shape[field].safeParse(html && clean(html));
    if (result.success) cleaned[field] = result.data;
    else problems[field] = result.error.issues[0]?.message ?? 'This field is not valid.';
  }
  if (Object.keys(problems).length > 0) throw invalidFields(problems, POST_JOB_LABELS);

  // What is stored must be a job every reader accepts; a failure here is ours, not the poster's.
  const fields = jobFieldsSchema().parse(jobFieldsOf({ ...input, ...cleaned }));
  return {
    fields,
    openDays: input.openDays,
    ticketNonce: ticket.nonce,
    manageEmail: input.ManageEmail ?? null,
  };
}

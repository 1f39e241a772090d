// What the callable functions answer, and the details they attach when they refuse, so the
// browser can say which field is wrong, when to try again, or where the existing job is.
import { z } from 'zod';

/** postJob: the new job, and whether it waits for a moderator before anyone else sees it. */
export const PostJobResultSchema = z.object({ id: z.string().min(1), held: z.boolean() });
export type PostJobResult = z.infer<typeof PostJobResultSchema>;

/** openPostForm: the ticket the post form sends back with the job (posting/form-ticket.ts). */
export const PostFormTicketSchema = z.object({ ticket: z.string().min(1).max(200) });
export type PostFormTicket = z.infer<typeof PostFormTicketSchema>;

export const ReportJobResultSchema = z.object({
  /** 'already-reported': this reporter had reported the job before; nothing changed. */
  outcome: z.enum(['reported', 'already-reported']),
});
export type ReportJobResult = z.infer<typeof ReportJobResultSchema>;

export const RefusalDetailsSchema = z.discriminatedUnion('reason', [
  /** invalid-argument: each bad field with its message. */
  z.object({ reason: z.literal('invalid-fields'), fields: z.record(z.string(), z.string()) }),
  /** resource-exhausted: the caller (or everyone) may try again at retryAt (ISO time). */
  z.object({
    reason: z.literal('rate-limited'),
    retryAt: z.iso.datetime(),
    scope: z.enum(['caller', 'everyone']),
  }),
  /** already-exists: the same job is open already. */
  z.object({ reason: z.literal('repost'), jobId: z.string().min(1) }),
  /** failed-precondition: sent sooner after opening the form than a person could. */
  z.object({ reason: z.literal('too-fast'), waitMs: z.number().int().min(0) }),
  /** not-found: no open job has that id. */
  z.object({ reason: z.literal('no-such-job') }),
  /** unauthenticated: the call's limited-use App Check token was spent by an earlier call. */
  z.object({ reason: z.literal('token-replayed') }),
  /** invalid-argument: the post form's ticket was forged, expired or spent (reload the form). */
  z.object({ reason: z.literal('form-ticket') }),
]);
export type RefusalDetails = z.infer<typeof RefusalDetailsSchema>;

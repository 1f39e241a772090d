// The openPostForm callable: the post form asks for its ticket as it opens (form-ticket.ts).
// It writes nothing and reads nothing, so it needs no limit of its own: a ticket is worth one
// post, and posting is limited.
import type { PostFormTicket } from '@portal/domain/callables/callable-results';
import { callable } from '#src/platform/callable';
import { callerSalt } from '#src/security/caller-salt';
import { formTicketKey, issueFormTicket } from './form-ticket';

export const openPostForm = callable('Opening the form', async (): Promise<PostFormTicket> => ({
  ticket: issueFormTicket(formTicketKey(callerSalt()), Date.now()),
}));

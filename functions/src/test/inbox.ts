// The functions tests' own maildev inbox (npm test starts it; MAILDEV_URL names its API): the
// mail the functions sent over real SMTP, as a mail client would receive it.
import { maildevInbox } from '@portal/testing/maildev';
import { z } from 'zod';

export { linkIn, type Mail as Received } from '@portal/testing/maildev';

const inbox = maildevInbox(z.url().parse(process.env.MAILDEV_URL));

export const receivedMail = inbox.received;
export const rawMail = inbox.raw;
export const emptyInbox = inbox.empty;

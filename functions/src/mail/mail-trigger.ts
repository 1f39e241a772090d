// Delivers every mail document when it is created. In production this is the path; on the
// emulators here the Firestore emulator runs apart from firebase-tools, which then registers no
// Firestore triggers, so the functions that queue mail also send it at once (mail-sender.ts).
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { MAIL_DOCUMENTS } from '#src/data/mail';
import { adminFirestore } from '#src/platform/admin';
import { SMTP_URL } from './mail-settings';
import { sendQueuedMail } from './mail-sender';

export const deliverMail = onDocumentCreated(
  {
    document: MAIL_DOCUMENTS,
    secrets: SMTP_URL.binding(),
    retry: false,
  },
  async (event) => {
    await sendQueuedMail(adminFirestore('Sending mail'), event.params.mailId);
  },
);

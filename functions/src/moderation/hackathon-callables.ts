// Moderators add, change and remove hackathon cards (`hackathons/{id}`), which no client may
// write: `saveHackathon` and `removeHackathon`.
import { fieldMessages } from '@portal/domain/field-messages';
import {
  RemoveHackathonInputSchema,
  SaveHackathonInputSchema,
  type HackathonChangeResult,
} from '@portal/domain/moderation/hackathon-admin';
import { getAuth } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/v2/https';
import { addHackathon, hackathonRef } from '#src/data/hackathons';
import { adminFirestore } from '#src/platform/admin';
import { callable } from '#src/platform/callable';
import { invalidFields } from '#src/platform/refusals';
import { requireModerator } from './moderators';

const LABELS = {
  name: 'Name',
  organizer: 'Organizer',
  startDate: 'Start date',
  endDate: 'End date',
  mode: 'Mode',
  description: 'Description',
  registrationLink: 'Registration link',
};

export const saveHackathon = callable(
  'Saving the hackathon',
  async (request): Promise<HackathonChangeResult> => {
    const db = adminFirestore('Saving the hackathon');
    await requireModerator(request, getAuth());
    const parsed = SaveHackathonInputSchema.safeParse(request.data);
    if (!parsed.success) throw invalidFields(fieldMessages(parsed.error, 'hackathon'), LABELS);
    const { id, hackathon } = parsed.data;
    if (id === undefined) return { id: await addHackathon(db, hackathon) };
    const ref = hackathonRef(db, id);
    await db.runTransaction(async (tx) => {
      if (!(await tx.get(ref)).exists) throw new HttpsError('not-found', 'That hackathon is gone.');
      tx.set(ref, hackathon);
    });
    return { id };
  },
);

export const removeHackathon = callable(
  'Removing the hackathon',
  async (request): Promise<HackathonChangeResult> => {
    const db = adminFirestore('Removing the hackathon');
    await requireModerator(request, getAuth());
    const parsed = RemoveHackathonInputSchema.safeParse(request.data);
    if (!parsed.success) throw invalidFields(fieldMessages(parsed.error), {});
    await hackathonRef(db, parsed.data.id).delete();
    return { id: parsed.data.id };
  },
);

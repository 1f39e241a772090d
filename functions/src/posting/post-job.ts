// The postJob callable: check and clean the post, screen it, then store it in one transaction:
// live at once, or held for a moderator when it looks like a scam.
import type { PostJobResult } from '@portal/domain/callables/callable-results';
import { screenPost } from '@portal/domain/moderation/screen/screen-post';
import { adminFirestore } from '#src/platform/admin';
import { callable } from '#src/platform/callable';
import { DOM_MEMORY } from '#src/platform/function-defaults';
import { verifiedDomainOf } from '#src/data/employers';
import { indexJobsNow } from '#src/search/index-on-write';
import { identifyCaller } from '#src/security/caller-key';
import { callerSalt } from '#src/security/caller-salt';
import { formTicketKey } from './form-ticket';
import { preparePost } from './prepare-post';
import { storePost } from './store-post';

export const postJob = callable(
  'Posting',
  async (request): Promise<PostJobResult> => {
    const now = Date.now();
    const salt = callerSalt();
    const { fields, openDays, ticketNonce, manageEmail } = await preparePost(request.data, {
      ticketKey: formTicketKey(salt),
      now,
    });
    const caller = identifyCaller(request, salt);
    const db = adminFirestore('Posting');
    const verifiedDomain = request.auth ? await verifiedDomainOf(db, request.auth.uid) : null;
    const screening = screenPost(fields, { verifiedEmployer: verifiedDomain !== null });
    const { id, held } = await storePost(db, {
      fields,
      openDays,
      ticketNonce,
      callerKeys: caller.limitKeys,
      network: caller.network,
      blockKeys: [caller.key, caller.network],
      posterUid: request.auth?.uid ?? null,
      now,
      screening,
      verifiedDomain,
      // Asked whether the job is still open: at the account's address, or the one a guest left.
      contact: request.auth
        ? { uid: request.auth.uid }
        : manageEmail
          ? { email: manageEmail }
          : null,
    });
    if (held) return { id, held: true };
    // Found by search at once; the trigger and the reconciler would get there too.
    await indexJobsNow(db, [id]);
    return { id, held: false };
  },
  { limitedUse: true, memory: DOM_MEMORY },
);

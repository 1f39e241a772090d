// The postJob callable: check and clean the post, then store it in one transaction.
import type { PostJobResult } from '@portal/domain/callables/callable-results';
import { adminFirestore } from '../platform/admin';
import { callable } from '../platform/callable';
import { DOM_MEMORY } from '../platform/function-defaults';
import { indexJobsNow } from '../search/index-on-write';
import { identifyCaller } from '../security/caller-key';
import { callerSalt } from '../security/caller-salt';
import { formTicketKey } from './form-ticket';
import { preparePost } from './prepare-post';
import { storePost } from './store-post';

export const postJob = callable(
  'Posting',
  async (request): Promise<PostJobResult> => {
    const now = Date.now();
    const salt = callerSalt();
    const { fields, openDays, ticketNonce } = await preparePost(request.data, {
      ticketKey: formTicketKey(salt),
      now,
    });
    const db = adminFirestore('Posting');
    const id = await storePost(db, {
      fields,
      openDays,
      ticketNonce,
      callerKeys: identifyCaller(request, salt).limitKeys,
      postedBy: request.auth?.uid ?? null,
      now,
    });
    // Found by search at once; the trigger and the reconciler would get there too.
    await indexJobsNow(db, [id]);
    return { id };
  },
  { limitedUse: true, memory: DOM_MEMORY },
);

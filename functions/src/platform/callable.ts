// How every callable is declared: App Check as app-check.ts decides (a limited-use token for
// those in domain's LIMITED_USE_CALLABLES), the caller salt's secret (and any the callable
// names) bound where it can be, and failures turned into refusals a person can read.
import type { SecretParam } from 'firebase-functions/params';
import {
  onCall,
  type CallableOptions as OnCallOptions,
  type CallableRequest,
} from 'firebase-functions/v2/https';
import { admitAppCheck, appCheckOptions } from '#src/security/app-check';
import { callerSaltSecrets } from '#src/security/caller-salt';
import { asCallableError, type Doing } from './refusals';

export interface CallableOptions {
  /**
   * More secrets to bind, decided like the caller salt's: an empty list on the emulator, where
   * a bound secret would send firebase-tools to Google's Secret Manager (security/caller-salt.ts).
   */
  secrets?: SecretParam[];
  /** Consume the call's App Check token, so it works once (domain's LIMITED_USE_CALLABLES). */
  limitedUse?: boolean;
  /** Where the defaults (platform/function-defaults.ts) are not enough. */
  memory?: OnCallOptions['memory'];
  maxInstances?: OnCallOptions['maxInstances'];
}

export function callable<T>(
  doing: Doing,
  handle: (request: CallableRequest) => Promise<T>,
  { secrets = [], limitedUse = false, ...limits }: CallableOptions = {},
) {
  const appCheck = appCheckOptions(process.env, { limitedUse });
  return onCall(
    {
      ...appCheck,
      secrets: [...callerSaltSecrets(process.env), ...secrets],
      ...limits,
    },
    async (request: CallableRequest): Promise<T> => {
      try {
        admitAppCheck(request, appCheck);
        return await handle(request);
      } catch (error) {
        throw asCallableError(error, doing);
      }
    },
  );
}

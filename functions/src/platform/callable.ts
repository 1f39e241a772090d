// How every callable is declared: App Check as app-check.ts decides, the caller salt's secret
// bound where it can be, and failures turned into refusals a person can read.
import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { appCheckEnforced } from '../security/app-check';
import { callerSaltSecrets } from '../security/caller-salt';
import { asCallableError, type Doing } from './refusals';

export function callable<T>(doing: Doing, handle: (request: CallableRequest) => Promise<T>) {
  return onCall(
    { enforceAppCheck: appCheckEnforced(process.env), secrets: callerSaltSecrets(process.env) },
    async (request: CallableRequest): Promise<T> => {
      try {
        return await handle(request);
      } catch (error) {
        throw asCallableError(error, doing);
      }
    },
  );
}

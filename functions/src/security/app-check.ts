// Whether the callables demand an App Check token, decided here alone. The emulator has no App
// Check, and the demo project cannot reach Google to exchange a debug token, so only deployed
// functions enforce it.
import { runsOnEmulator, type Env } from '../platform/environment';

export function appCheckEnforced(env: Env): boolean {
  return !runsOnEmulator(env);
}

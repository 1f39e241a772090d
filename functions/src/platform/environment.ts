// Where the functions run, the emulator or Google's servers, decided from the environment alone:
// every setting that differs between the two asks here.

export type Env = Readonly<Record<string, string | undefined>>;

/** firebase-tools sets FUNCTIONS_EMULATOR for the code it runs, discovery included. */
export function runsOnEmulator(env: Env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true';
}

/**
 * Whether the Admin SDK would reach a Firestore we mean: in production always; on the emulator
 * only beside a Firestore emulator, since without one it would reach for the real project.
 */
export function firestoreReachable(env: Env): boolean {
  return !runsOnEmulator(env) || Boolean(env.FIRESTORE_EMULATOR_HOST);
}

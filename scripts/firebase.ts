// Runs the firebase CLI with its arguments, kept off the internet (see offlineFirebaseEnv).
import { bin, offlineFirebaseEnv, run } from './lib';

process.exit(
  await run(bin('firebase'), process.argv.slice(2), {
    env: { ...process.env, ...offlineFirebaseEnv() },
  }),
);

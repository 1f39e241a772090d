// `npm run seed`: loads the seed into the running Firestore emulator. In offline mode each
// browser seeds itself from the same definition (web/src/lib/firebase/offline-seed.ts).
import { fileURLToPath } from 'node:url';
import { generateSeedJobs } from '../domain/src/seed/seed-jobs';
import { seedHackathons } from '../domain/src/seed/seed-hackathons';
import { COLLECTIONS } from '../domain/src/constants';
import { emulatorFirestore, HOST, isPortOpen, PORTS } from './lib';

/**
 * Writes every seed document (idempotent: fixed ids, whole-document sets), or only the
 * hackathons when `jobs` is false. Returns the count.
 */
export async function seedEmulator({ jobs = true }: { jobs?: boolean } = {}): Promise<number> {
  const db = await emulatorFirestore();

  const writes = [
    ...(jobs ? generateSeedJobs() : []).map((job) => ({
      ref: db.collection(COLLECTIONS.jobs).doc(job.id),
      data: job.data,
    })),
    ...seedHackathons.map((h) => ({
      ref: db.collection(COLLECTIONS.hackathons).doc(h.id),
      data: h.data,
    })),
  ];
  const writer = db.bulkWriter();
  for (const { ref, data } of writes) void writer.set(ref, data);
  await writer.close();
  return writes.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? `${HOST}:${PORTS.firestore}`).split(
    ':',
  );
  if (!(await isPortOpen(Number(port), host))) {
    console.log(
      `No Firestore emulator at ${host}:${port}, so nothing to seed: in offline mode each browser ` +
        'seeds its own cache from the same data on first load.',
    );
  } else {
    const count = await seedEmulator();
    console.log(`Seeded ${count} documents into the Firestore emulator at ${host}:${port}.`);
  }
}

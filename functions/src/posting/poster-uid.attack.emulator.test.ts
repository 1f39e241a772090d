// Attack: learn who posted a job. A job's poster once sat in it as `postedBy`, their uid, which
// anyone reads with the public API key (an active job is public) and which the job's page
// printed in its JSON. Here a signed-in user posts through postJob, then a guest reads the job
// as anyone can: from Firestore under firestore.rules (a get and a list over REST, as the SDK
// makes them, with no credentials) and as the page a crawler fetches. The uid is in none of it.
import { COLLECTIONS } from '@portal/domain/constants';
import { PostJobResultSchema } from '@portal/domain/callables/callable-results';
import { posterKeyOf } from '@portal/domain/jobs/poster-key';
import { firestoreEmulator } from '@portal/testing/firestore-emulator';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { callFunction, clearFirestore, signUp, testFirestore } from '#src/test/emulators';
import { readJob } from '#src/test/stored-jobs';
import { readScreening } from '#src/data/screenings';
import { validPost } from '#src/test/post-input';

const host = process.env.FIRESTORE_EMULATOR_HOST!;
const project = process.env.GCLOUD_PROJECT!;
const documents = `http://${host}/v1/projects/${project}/databases/(default)/documents`;
const db = testFirestore();

let uid = '';
let jobId = '';

beforeAll(async () => {
  // The Admin SDK, and so the functions, pass the rules by; a guest's request meets them.
  await firestoreEmulator(host, project).loadRules(
    readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8'),
  );
  await clearFirestore();
  const poster = await signUp(`poster-${Date.now()}@example.com`);
  uid = poster.uid;
  const outcome = await callFunction('postJob', validPost(), {
    ip: '203.0.113.40',
    idToken: poster.idToken,
  });
  if (!outcome.ok) throw new Error(`Refused: ${outcome.status} ${outcome.message}`);
  const posted = PostJobResultSchema.parse(outcome.result);
  expect(posted.held).toBe(false);
  jobId = posted.id;
});

/** A request as a guest's browser makes it: no credentials, so the rules decide. */
async function asGuest(path: string, body?: unknown): Promise<string> {
  const response = await fetch(`${documents}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return text;
}

describe("attack: a guest reading a job learns its poster's uid", () => {
  it('the stored job names its poster by a key, and the screening keeps the uid for moderators', async () => {
    const job = await readJob(db, jobId);
    expect(job.posterKey).toBe(await posterKeyOf(uid));
    expect(JSON.stringify(job)).not.toContain(uid);
    expect((await readScreening(db, jobId))?.poster.uid).toBe(uid);
  });

  it('a get of the job under the rules has no uid in it', async () => {
    const text = await asGuest(`/${COLLECTIONS.jobs}/${jobId}`);
    expect(text).toContain('Frontend Engineer');
    expect(text).not.toContain(uid);
  });

  it('a list of open jobs under the rules has no uid in it', async () => {
    const text = await asGuest(':runQuery', {
      structuredQuery: {
        from: [{ collectionId: COLLECTIONS.jobs }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'status' },
            op: 'IN',
            value: {
              arrayValue: { values: [{ stringValue: 'active' }, { stringValue: 'closed' }] },
            },
          },
        },
        limit: 100,
      },
    });
    expect(text).toContain(jobId);
    expect(text).not.toContain(uid);
  });

  it("the job's page, its JSON and JSON-LD included, has no uid and no key in it", async () => {
    const response = await fetch(`${process.env.PORTAL_FUNCTIONS_URL}/jobPage/job/${jobId}`, {
      headers: { 'X-Forwarded-Host': 'jobs.example.com', 'X-Forwarded-Proto': 'https' },
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Frontend Engineer');
    expect(html).not.toContain(uid);
    expect(html).not.toContain(await posterKeyOf(uid));
  });
});

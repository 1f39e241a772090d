// Verifying an employer's domain over HTTP, as the My Jobs page does it, with the code read back
// from the tests' inbox; then posting as that employer.
import { COLLECTIONS } from '@portal/domain/constants';
import { PostJobResultSchema } from '@portal/domain/callables/callable-results';
import { beforeEach, describe, expect, it } from 'vitest';
import { callFunction, clearFirestore, signUp, testFirestore } from '#src/test/emulators';
import { emptyInbox, receivedMail } from '#src/test/inbox';
import { validPost } from '#src/test/post-input';
import { readJob } from '#src/test/stored-jobs';

const db = testFirestore();
const IP = '198.51.100.70';

beforeEach(async () => {
  await Promise.all([clearFirestore(), emptyInbox()]);
});

async function mailedCode(to: string): Promise<string> {
  const [mail] = await receivedMail(to);
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
  if (!code) throw new Error(`No code mailed to ${to}`);
  return code;
}

describe('verifying an employer', () => {
  it('mails a code to a work address; the right code verifies the domain', async () => {
    const { uid, idToken } = await signUp(`poster-${Date.now()}@example.com`);
    const to = `hr-${Date.now()}@acme-tools.example`;
    expect(await callFunction('sendEmployerCode', { email: to }, { ip: IP, idToken })).toEqual({
      ok: true,
      result: { sentTo: to },
    });
    const code = await mailedCode(to);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      await callFunction('confirmEmployerCode', { code: wrong }, { ip: IP, idToken }),
    ).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      details: { fields: { code: 'That is not the code we sent.' } },
    });
    expect(await callFunction('confirmEmployerCode', { code }, { ip: IP, idToken })).toEqual({
      ok: true,
      result: { domain: 'acme-tools.example' },
    });
    expect((await db.doc(`${COLLECTIONS.employers}/${uid}`).get()).data()).toMatchObject({
      domain: 'acme-tools.example',
      email: to,
    });
    // Used: the same code does nothing a second time.
    expect(await callFunction('confirmEmployerCode', { code }, { ip: IP, idToken })).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
    });
  });

  it('attack: refuses free webmail and a lookalike domain, mailing nothing', async () => {
    const { idToken } = await signUp(`poster-${Date.now()}@example.com`);
    for (const email of ['acme.hiring@gmail.com', 'hr@amazon-careers-india.in']) {
      const outcome = await callFunction('sendEmployerCode', { email }, { ip: IP, idToken });
      expect(outcome, email).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });
      expect(await receivedMail(email)).toEqual([]);
    }
    expect(
      await callFunction('sendEmployerCode', { email: 'hr@acme.example' }, { ip: IP }),
    ).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
  });

  it('attack: five wrong codes end the code, even the right one after them', async () => {
    const { idToken } = await signUp(`guesser-${Date.now()}@example.com`);
    const to = `hr-${Date.now()}@guess.example`;
    await callFunction('sendEmployerCode', { email: to }, { ip: IP, idToken });
    const code = await mailedCode(to);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let n = 0; n < 5; n++) {
      await callFunction('confirmEmployerCode', { code: wrong }, { ip: IP, idToken });
    }
    expect(await callFunction('confirmEmployerCode', { code }, { ip: IP, idToken })).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: 'Too many wrong codes: send a new one.',
    });
  });

  it("shows a verified employer's domain on their jobs; only money asked holds their post", async () => {
    const { idToken } = await signUp(`employer-${Date.now()}@example.com`);
    const to = `jobs-${Date.now()}@brightloom.example`;
    await callFunction('sendEmployerCode', { email: to }, { ip: IP, idToken });
    await callFunction('confirmEmployerCode', { code: await mailedCode(to) }, { ip: IP, idToken });

    const brisk = await callFunction(
      'postJob',
      validPost({
        Title: 'Field sales, direct joining',
        Description: '<p>Earn ₹1,500 per day in incentives. Direct joining, no interview.</p>',
      }),
      { ip: IP, idToken },
    );
    if (!brisk.ok) throw new Error(brisk.message);
    const live = PostJobResultSchema.parse(brisk.result);
    expect(live.held).toBe(false);
    expect(await readJob(db, live.id)).toMatchObject({
      status: 'active',
      verifiedDomain: 'brightloom.example',
    });

    const fee = await callFunction(
      'postJob',
      validPost({
        Title: 'Store assistant',
        Description: '<p>A refundable uniform deposit of Rs 1,500 is taken at joining.</p>',
      }),
      { ip: IP, idToken },
    );
    if (!fee.ok) throw new Error(fee.message);
    expect(PostJobResultSchema.parse(fee.result).held).toBe(true);
  });
});

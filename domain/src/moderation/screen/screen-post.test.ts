import { describe, expect, it } from 'vitest';
import type { JobFields } from '../../jobs/job';
import { HONEST_POSTS, SCAM_POSTS, type CorpusPost } from './screen-corpus';
import { HOLDOUT_HONEST, HOLDOUT_SCAMS } from './screen-holdout';
import { HOLD_AT, screenPost } from './screen-post';

const post = (fields: Partial<JobFields>): JobFields => ({
  Title: 'Customer Support Associate',
  Type: 'Job',
  Company: 'Larkspur Services',
  ApplyURL: 'https://larkspur.example.in/careers/support',
  Skills: '<p>Communication, MS Excel</p>',
  ...fields,
});
const kinds = (fields: Partial<JobFields>) => screenPost(post(fields)).signals.map((s) => s.kind);
const held = (fields: Partial<JobFields>) => screenPost(post(fields)).held;

// Each post screened once for the file: the figures below read it several times.
const screenings = new Map<CorpusPost, ReturnType<typeof screenPost>>();
const screened = (post: CorpusPost) => {
  let screening = screenings.get(post);
  if (!screening) screenings.set(post, (screening = screenPost(post.fields)));
  return screening;
};
const heldShare = (posts: readonly CorpusPost[]) =>
  posts.filter((one) => screened(one).held).length / posts.length;

describe.each([
  ['the corpus', SCAM_POSTS, HONEST_POSTS],
  ['the second corpus', HOLDOUT_SCAMS, HOLDOUT_HONEST],
])('%s', (_name, scams, honest) => {
  it('has at least 40 scams and 40 honest posts', () => {
    expect(scams.length).toBeGreaterThanOrEqual(40);
    expect(honest.length).toBeGreaterThanOrEqual(40);
  });

  it('holds at least 90% of the scams', () => {
    const live = scams.filter((one) => !screened(one).held).map((one) => one.label);
    expect(heldShare(scams), `live: ${live.join('; ')}`).toBeGreaterThanOrEqual(0.9);
  });

  it('holds at most 5% of the honest posts', () => {
    const wrongly = honest
      .filter((one) => screenPost(one.fields).held)
      .map(
        (one) =>
          `${one.label} (${screenPost(one.fields)
            .signals.map((s) => s.kind)
            .join(', ')})`,
      );
    expect(heldShare(honest), `held: ${wrongly.join('; ')}`).toBeLessThanOrEqual(0.05);
  });
});

describe('money asked of the applicant', () => {
  it.each([
    ['English, with Rs.', '<p>Registration fee of Rs. 499/- is payable before joining.</p>'],
    [
      'a refundable deposit',
      '<p>A refundable security deposit of ₹2,500 is collected at joining.</p>',
    ],
    ['a demand draft for a uniform', '<p>Bring a demand draft of Rs 1800 towards the uniform.</p>'],
    ['Hindi', '<p>चयनित उम्मीदवारों को ₹500 रजिस्ट्रेशन शुल्क जमा करना होगा।</p>'],
    ['Hinglish', '<p>Joining ke time 2000 rs kit charges dena hoga.</p>'],
    ['spelt to dodge a filter', '<p>One-time reg!stration f e e s of R s 999 only.</p>'],
    [
      'a visa processing charge',
      '<p>Visa processing charges INR 45,000 to be paid by the candidate.</p>',
    ],
    [
      'after a denial of another fee',
      '<p>No registration fee, only a refundable deposit of Rs 1500.</p>',
    ],
  ])('holds %s, as severe', (_case, Description) => {
    const screening = screenPost(post({ Description }));
    expect(screening.signals.map((s) => s.kind)).toContain('money-asked');
    expect(screening).toMatchObject({ held: true, severe: true });
  });

  it.each([
    [
      'a company that says it charges nothing',
      '<p>We never ask candidates for money. There is no registration fee.</p>',
    ],
    ['Hinglish, no fee', '<p>Koi registration fees nahi hai.</p>'],
    [
      'training paid by the employer',
      '<p>Training fee is borne by the company; you get a stipend.</p>',
    ],
    [
      'a tenants’ deposits role',
      '<p>Manage refundable security deposits for tenants and process refunds.</p>',
    ],
    ['a loan officer', '<p>Explain processing fees and EMIs to borrowers.</p>'],
  ])('leaves %s live', (_case, Description) => {
    expect(kinds({ Description })).not.toContain('money-asked');
    expect(held({ Description })).toBe(false);
  });

  it('says what it saw, quoting the post', () => {
    const [signal] = screenPost(
      post({ Description: '<p>Pay the training fee of ₹3,000.</p>' }),
    ).signals;
    expect(signal?.says).toMatch(/^Asks the applicant for money: “pay the training fee of ₹3,000”/);
  });
});

describe('the way to pay, to apply and to get in touch', () => {
  it('holds a UPI address to pay to', () => {
    expect(kinds({ Description: '<p>Send the amount to jobs.desk@ybl to confirm.</p>' })).toContain(
      'pay-app',
    );
    expect(held({ Description: '<p>Send the amount to jobs.desk@ybl to confirm.</p>' })).toBe(true);
  });

  it('does not take an e-mail address for a UPI address', () => {
    expect(kinds({ Description: '<p>Write to jobs@paytm.com with your CV.</p>' })).not.toContain(
      'pay-app',
    );
  });

  it('leaves a UPI payments engineer live', () => {
    const fields = {
      Title: 'Backend Engineer, UPI Payments',
      Description:
        '<p>Build UPI collect and refund flows with NPCI, PhonePe and Paytm for our merchants.</p>',
    };
    expect(screenPost(post(fields))).toMatchObject({ held: false, signals: [] });
  });

  it('weighs a wa.me or t.me link to apply', () => {
    expect(kinds({ ApplyURL: 'https://wa.me/919876543210' })).toContain('chat-only-contact');
    expect(kinds({ ApplyURL: 'https://t.me/jobs_hub' })).toContain('chat-only-contact');
  });

  it('leaves a WhatsApp Business API developer live', () => {
    expect(
      kinds({
        Title: 'Developer, WhatsApp Business API',
        Description: '<p>Build chatbots on the WhatsApp Business API.</p>',
      }),
    ).toEqual([]);
  });

  it('holds a big employer on a free mailbox or a lookalike domain, not on its own', () => {
    expect(kinds({ Company: 'Infosys', ApplyURL: 'mailto:infosys.hr.desk@gmail.com' })).toEqual([
      'big-name-free-mail',
    ]);
    expect(held({ Company: 'Infosys', ApplyURL: 'mailto:infosys.hr.desk@gmail.com' })).toBe(true);
    expect(
      kinds({ Company: 'Amazon', ApplyURL: 'https://amazon-careers-india.in/apply' }),
    ).toContain('lookalike-domain');
    expect(kinds({ Company: 'Flipkart', ApplyURL: 'https://flipkrat.com/apply' })).toContain(
      'lookalike-domain',
    );
    expect(kinds({ Company: 'Amazon', ApplyURL: 'https://www.amazon.jobs/en/jobs/123' })).toEqual(
      [],
    );
    expect(
      kinds({ Company: 'Amazon', ApplyURL: 'https://amazon.wd5.myworkdayjobs.com/x' }),
    ).toEqual([]);
  });

  it('leaves a small employer on a free mailbox live', () => {
    expect(
      screenPost(post({ Company: 'Sharma Bakery', ApplyURL: 'mailto:sharmabakery@gmail.com' })),
    ).toMatchObject({ held: false, score: 1 });
  });

  it('weighs a link shortener as the apply link', () => {
    expect(kinds({ ApplyURL: 'https://bit.ly/3xYz' })).toEqual(['link-shortener']);
  });
});

describe('promises', () => {
  it('holds a task scam', () => {
    expect(
      held({
        Description:
          '<p>Like YouTube videos and earn ₹50 per like. Recharge to unlock VIP tasks.</p>',
      }),
    ).toBe(true);
  });

  it('holds easy money with no selection', () => {
    const Description =
      '<p>Earn ₹3,000 daily from home. No experience needed. Direct joining, no interview.</p>';
    expect(kinds({ Description })).toEqual(
      expect.arrayContaining(['earnings-promised', 'easy-money', 'no-selection']),
    );
    expect(held({ Description })).toBe(true);
  });

  it('leaves honest pay by the day live', () => {
    expect(
      held({
        Title: 'Delivery Partner',
        Description: '<p>₹700 per day, paid weekly to your bank account. Interview at our hub.</p>',
      }),
    ).toBe(false);
  });
});

describe('a verified employer', () => {
  it('is held only for money asked of the applicant', () => {
    const signals = {
      Company: 'Acme',
      Description: '<p>Earn ₹3,000 daily. Direct joining, no interview.</p>',
    };
    expect(screenPost(post(signals)).score).toBeGreaterThanOrEqual(HOLD_AT);
    expect(screenPost(post(signals), { verifiedEmployer: true }).held).toBe(false);
    const fee = { Description: '<p>Registration fee Rs 500.</p>' };
    expect(screenPost(post(fee), { verifiedEmployer: true }).held).toBe(true);
  });

  it("is held for another employer's name on a domain that only looks like theirs", () => {
    const lookalike = { Company: 'Amazon', ApplyURL: 'https://amazon-careers-india.in/apply' };
    expect(screenPost(post(lookalike), { verifiedEmployer: true }).held).toBe(true);
  });
});

// The alerts' mail: what it says, in text and HTML, with every value from a person kept as text.
import type { AlertSearch } from '@portal/domain/alerts/alert';
import type { Job } from '@portal/domain/jobs/job';
import { describe, expect, it } from 'vitest';
import { alertListId, confirmationMail, digestMail } from './alert-mails';

const hostile = '</li><script>alert(1)</script><img src=x onerror=alert(2)>';

function job(id: string, Title: string): Job {
  const at = new Date('2026-11-25T10:00:00Z');
  return {
    id,
    Title,
    Type: 'Job',
    Company: 'Acme & Sons',
    City: 'Pune',
    Country: 'India',
    ApplyURL: 'https://acme.example.com',
    Skills: '<p>Care</p>',
    createdAt: at,
    updatedAt: at,
    expiresAt: new Date('2026-12-25T10:00:00Z'),
    posterKey: null,
    status: 'active',
  };
}

const search = { query: hostile, countries: [], cities: [], type: null };
const payingChefs: AlertSearch = {
  query: 'chef',
  countries: [],
  cities: [],
  type: 'Job',
  showsPay: true,
  minPay: { amount: 25_000, per: 'month' },
};

describe('confirmationMail', () => {
  it('names the search and the link, and escapes the search in HTML', () => {
    const mail = confirmationMail({
      to: 'asha@example.com',
      product: 'Job Portal',
      site: 'https://portal.test',
      search,
      confirmUrl: 'https://portal.test/subscription/confirm?token=a.b.c',
    });
    expect(mail.message.subject).toBe('Confirm your Job Portal job alert');
    expect(mail.message.text).toContain('https://portal.test/subscription/confirm?token=a.b.c');
    expect(mail.message.text).toContain('within 7 days');
    expect(mail.message.html).not.toContain('<script>');
    expect(mail.message.html).toContain('&lt;script&gt;');
    // A list of ours, but nothing to unsubscribe from until it is confirmed.
    expect(mail.headers).toEqual({ 'List-Id': 'Job Portal job alerts <job-alerts.portal.test>' });
  });

  it('says the pay the alert asks for', () => {
    const mail = confirmationMail({
      to: 'asha@example.com',
      product: 'Job Portal',
      site: 'https://portal.test',
      search: { ...payingChefs },
      confirmUrl: 'https://portal.test/subscription/confirm?token=a.b.c',
    });
    expect(mail.message.text).toContain('  Jobs matching “chef” paying at least ₹25,000 a month\n');
    expect(mail.message.html).toContain(
      '<strong>Jobs matching “chef” paying at least ₹25,000 a month</strong>',
    );
  });

  it('shows at most 200 characters of the search, however long the caller made it', () => {
    const long = { query: 'q'.repeat(200), countries: Array(20).fill('x'.repeat(200)), cities: [] };
    const mail = confirmationMail({
      to: 'asha@example.com',
      product: 'Job Portal',
      site: 'https://portal.test',
      search: { ...long, type: null },
      confirmUrl: 'https://portal.test/subscription/confirm?token=a.b.c',
    });
    expect(mail.message.text.length).toBeLessThan(600);
    expect(mail.message.text).toContain('…');
    expect(mail.message.html.length).toBeLessThan(1500);
  });
});

describe('alertListId', () => {
  it('names the list after the product and the site, with nothing that breaks the header', () => {
    expect(alertListId('Job Portal', 'http://localhost:5173')).toBe(
      'Job Portal job alerts <job-alerts.localhost>',
    );
    expect(alertListId('<Evil> "Co"\r\nBcc: x', 'https://Jobs.Example.com')).toBe(
      'Evil CoBcc: x job alerts <job-alerts.jobs.example.com>',
    );
  });
});

describe('digestMail', () => {
  const base = {
    to: 'asha@example.com',
    product: 'Job Portal',
    site: 'https://portal.test',
    search: null,
    moreUrl: 'https://portal.test/',
    manageUrl: 'https://portal.test/alerts',
    unsubscribeUrl: 'https://portal.test/subscription/unsubscribe?token=x.0.y',
  };

  it('lists the jobs with their links, says how many more, and links to manage and unsubscribe', () => {
    const jobs = [job('j1', 'React developer'), job('j2', hostile)].map((one) => ({
      job: one,
      url: `https://portal.test/job/${one.id}`,
    }));
    const mail = digestMail({ ...base, jobs, total: 25 });
    expect(mail.message.subject).toBe('25 new jobs: Every new job and internship');
    expect(mail.message.text).toContain('- React developer · Acme & Sons · Pune, India');
    expect(mail.message.text).toContain('https://portal.test/job/j1');
    expect(mail.message.text).toContain('23 more (we list at most 20): https://portal.test/');
    expect(mail.message.text).toContain('Manage your alerts: https://portal.test/alerts');
    expect(mail.message.html).toContain('Acme &amp; Sons');
    expect(mail.message.html).not.toMatch(/<script|<img/);
    expect(mail.message.html).toContain(
      'href="https://portal.test/subscription/unsubscribe?token=x.0.y"',
    );
  });

  it('says the pay the alert asks for, and what each job pays as the job says it', () => {
    const jobs = [
      { ...job('j1', 'Head chef'), Salary: '₹30,000 a month' },
      // Pay kept without its Salary text (an arranged job): its own words.
      {
        ...job('j2', 'Sous chef'),
        Pay: { kind: 'paid', currency: 'INR', period: 'MONTH', min: 20_000, max: 30_000 } as const,
      },
    ].map((one) => ({ job: one, url: `https://portal.test/job/${one.id}` }));
    const mail = digestMail({ ...base, search: payingChefs, jobs, total: 2 });
    expect(mail.message.subject).toBe(
      '2 new jobs: Jobs matching “chef” paying at least ₹25,000 a month',
    );
    expect(mail.message.text).toContain(
      'for your alert: Jobs matching “chef” paying at least ₹25,000 a month\n',
    );
    expect(mail.message.text).toContain(
      '- Head chef · Acme & Sons · Pune, India · ₹30,000 a month',
    );
    expect(mail.message.text).toContain(
      '- Sous chef · Acme & Sons · Pune, India · ₹20,000–30,000 a month',
    );
    expect(mail.message.html).toContain('Acme &amp; Sons · Pune, India · ₹30,000 a month');
  });

  it('carries List-Id and the one-click unsubscribe headers of RFC 2369 and RFC 8058', () => {
    const mail = digestMail({ ...base, jobs: [], total: 1 });
    expect(mail.headers).toEqual({
      'List-Id': 'Job Portal job alerts <job-alerts.portal.test>',
      'List-Unsubscribe': '<https://portal.test/subscription/unsubscribe?token=x.0.y>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.message.subject).toBe('1 new job: Every new job and internship');
  });
});

import { describe, expect, it } from 'vitest';
import { payOf, paySchema, payText, yearlyRupees, type Pay } from './pay';
import { payFromSalaryText } from './salary-text';

const paid = (pay: Omit<Extract<Pay, { kind: 'paid' }>, 'kind'>): Pay => ({ kind: 'paid', ...pay });

describe('payText', () => {
  it.each<[Pay, string]>([
    [paid({ currency: 'INR', period: 'YEAR', min: 600_000, max: 800_000 }), '₹6–8 LPA'],
    [paid({ currency: 'INR', period: 'YEAR', min: 650_000 }), '₹6.5 LPA'],
    [paid({ currency: 'INR', period: 'YEAR', min: 1_250_000, max: 1_800_000 }), '₹12.5–18 LPA'],
    [paid({ currency: 'INR', period: 'YEAR', min: 90_000 }), '₹90,000 a year'],
    [paid({ currency: 'INR', period: 'MONTH', min: 25_000 }), '₹25,000 a month'],
    [
      paid({ currency: 'INR', period: 'MONTH', min: 150_000, max: 200_000 }),
      '₹1,50,000–2,00,000 a month',
    ],
    [
      paid({ currency: 'USD', period: 'YEAR', min: 120_000, max: 150_000 }),
      '$120,000–150,000 a year',
    ],
    [paid({ currency: 'AUD', period: 'HOUR', min: 35.5 }), 'A$35.50 an hour'],
    [paid({ currency: 'EUR', period: 'DAY', min: 400, max: 400 }), '€400 a day'],
    [{ kind: 'unpaid' }, 'Unpaid'],
    [{ kind: 'undisclosed' }, 'Not disclosed'],
  ])('writes %j as %s', (pay, text) => {
    expect(payText(pay)).toBe(text);
  });

  it('is read back as the same pay from the text it writes', () => {
    for (const pay of [
      paid({ currency: 'INR', period: 'YEAR', min: 600_000, max: 800_000 }),
      paid({ currency: 'INR', period: 'MONTH', min: 25_000 }),
      paid({ currency: 'USD', period: 'YEAR', min: 120_000, max: 150_000 }),
    ]) {
      expect(payFromSalaryText(payText(pay))).toEqual(pay);
    }
  });
});

describe('payOf', () => {
  it('takes the job’s own pay over its Salary text, and the text where it has none', () => {
    expect(payOf({ Pay: { kind: 'unpaid' }, Salary: '₹5 LPA' })).toEqual({ kind: 'unpaid' });
    expect(payOf({ Salary: '₹5 LPA' })).toEqual(
      paid({ currency: 'INR', period: 'YEAR', min: 500_000 }),
    );
    expect(payOf({ Salary: 'Competitive' })).toBeNull();
    expect(payOf({})).toBeNull();
  });
});

describe('yearlyRupees', () => {
  it('is the top figure for a year, the period converted', () => {
    expect(
      yearlyRupees(paid({ currency: 'INR', period: 'YEAR', min: 600_000, max: 800_000 })),
    ).toBe(800_000);
    expect(yearlyRupees(paid({ currency: 'INR', period: 'MONTH', min: 25_000 }))).toBe(300_000);
    expect(yearlyRupees(paid({ currency: 'INR', period: 'DAY', min: 1_000 }))).toBe(260_000);
    expect(yearlyRupees(paid({ currency: 'INR', period: 'HOUR', min: 500 }))).toBe(1_040_000);
  });

  it('is null for another currency, and for a job that gives no figure', () => {
    expect(yearlyRupees(paid({ currency: 'USD', period: 'YEAR', min: 100_000 }))).toBeNull();
    expect(yearlyRupees({ kind: 'unpaid' })).toBeNull();
    expect(yearlyRupees({ kind: 'undisclosed' })).toBeNull();
    expect(yearlyRupees(null)).toBeNull();
  });
});

describe('paySchema', () => {
  it('accepts each kind of pay as stored', () => {
    for (const pay of [
      paid({ currency: 'INR', period: 'MONTH', min: 25_000 }),
      paid({ currency: 'GBP', period: 'YEAR', min: 40_000, max: 50_000 }),
      { kind: 'unpaid' },
      { kind: 'undisclosed' },
    ]) {
      expect(paySchema().parse(pay)).toEqual(pay);
    }
  });

  it.each([
    ['a top below the lowest', { kind: 'paid', currency: 'INR', period: 'YEAR', min: 10, max: 5 }],
    ['a figure of nothing', { kind: 'paid', currency: 'INR', period: 'YEAR', min: 0 }],
    ['an unknown currency', { kind: 'paid', currency: 'XYZ', period: 'YEAR', min: 10 }],
    ['an unknown period', { kind: 'paid', currency: 'INR', period: 'FORTNIGHT', min: 10 }],
    ['a figure past any pay', { kind: 'paid', currency: 'INR', period: 'YEAR', min: 1e12 }],
    ['an unknown kind', { kind: 'equity' }],
  ])('refuses %s', (_, pay) => {
    expect(paySchema().safeParse(pay).success).toBe(false);
  });
});

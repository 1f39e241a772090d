import { describe, expect, it } from 'vitest';
import { payFilterWords, readMinPay } from './pay-filter';

describe('readMinPay', () => {
  it('reads a whole number of rupees however it is grouped, and blank as no minimum', () => {
    expect(readMinPay('25,000', 'month')).toEqual({
      ok: true,
      minPay: { amount: 25_000, per: 'month' },
    });
    expect(readMinPay(' 6 00 000 ', 'year')).toEqual({
      ok: true,
      minPay: { amount: 600_000, per: 'year' },
    });
    expect(readMinPay('  ', 'year')).toEqual({ ok: true, minPay: undefined });
  });

  it.each([
    ['25k', 'Enter the minimum pay as a whole number of rupees, such as 25000.'],
    ['-5', 'Enter the minimum pay as a whole number of rupees, such as 25000.'],
    ['2.5', 'Enter the minimum pay as a whole number of rupees, such as 25000.'],
    ['0', 'Enter a minimum pay of at least ₹1.'],
    ['2000000000', 'Enter a minimum pay of at most ₹1,00,00,00,000.'],
  ])('says why %j is no minimum', (typed, message) => {
    expect(readMinPay(typed, 'year')).toEqual({ ok: false, message });
  });
});

describe('payFilterWords', () => {
  it('says the minimum, else that pay is shown, else nothing', () => {
    expect(payFilterWords({ minPay: { amount: 25_000, per: 'month' }, showsPay: true })).toBe(
      'paying at least ₹25,000 a month',
    );
    expect(payFilterWords({ minPay: { amount: 600_000, per: 'year' } })).toBe(
      'paying at least ₹6,00,000 a year',
    );
    expect(payFilterWords({ showsPay: true })).toBe('that show pay');
    expect(payFilterWords({})).toBe('');
  });
});

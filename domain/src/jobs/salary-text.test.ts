import { describe, expect, it } from 'vitest';
import type { Pay } from './pay-units';
import { payFromSalaryText } from './salary-text';

const paid = (pay: Omit<Extract<Pay, { kind: 'paid' }>, 'kind'>): Pay => ({ kind: 'paid', ...pay });
const inr = (period: Extract<Pay, { kind: 'paid' }>['period'], min: number, max?: number) =>
  paid({ currency: 'INR', period, min, ...(max !== undefined && { max }) });

describe('payFromSalaryText', () => {
  it.each<[string, Pay]>([
    ['₹6–10 LPA', inr('YEAR', 600_000, 1_000_000)],
    ['₹6.5 LPA', inr('YEAR', 650_000)],
    ['6-8 LPA', inr('YEAR', 600_000, 800_000)],
    ['INR 6 to 8 lakhs per annum', inr('YEAR', 600_000, 800_000)],
    ['₹3.5L - ₹5L p.a.', inr('YEAR', 350_000, 500_000)],
    ['CTC: ₹ 12,00,000 – 18,00,000', inr('YEAR', 1_200_000, 1_800_000)],
    ['₹1.2 Cr per annum', inr('YEAR', 12_000_000)],
    ['Stipend ₹25,000 a month', inr('MONTH', 25_000)],
    ['Rs. 15,000/month', inr('MONTH', 15_000)],
    ['Rs 10000 - 15000 per month', inr('MONTH', 10_000, 15_000)],
    ['₹15-20k monthly', inr('MONTH', 15_000, 20_000)],
    ['Monthly stipend: ₹12,000', inr('MONTH', 12_000)],
    ['₹20,000 a month, 5 days a week', inr('MONTH', 20_000)],
    ['₹25,000 per month for 6 months', inr('MONTH', 25_000)],
    ['₹10,000', inr('MONTH', 10_000)],
    ['₹8,00,000', inr('YEAR', 800_000)],
    ['₹6 LPA for 2026 graduates', inr('YEAR', 600_000)],
    ['₹800 a day', inr('DAY', 800)],
    [
      '$120,000 – $150,000 a year',
      paid({ currency: 'USD', period: 'YEAR', min: 120_000, max: 150_000 }),
    ],
    ['USD 50/hr', paid({ currency: 'USD', period: 'HOUR', min: 50 })],
    ['US$1.2M a year', paid({ currency: 'USD', period: 'YEAR', min: 1_200_000 })],
    [
      '€55,000 – €70,000 a year',
      paid({ currency: 'EUR', period: 'YEAR', min: 55_000, max: 70_000 }),
    ],
    ['€45.000 per year', paid({ currency: 'EUR', period: 'YEAR', min: 45_000 })],
    ['£40,000 a year', paid({ currency: 'GBP', period: 'YEAR', min: 40_000 })],
    ['£500 a week', paid({ currency: 'GBP', period: 'WEEK', min: 500 })],
    [
      'CA$90k – CA$110k a year',
      paid({ currency: 'CAD', period: 'YEAR', min: 90_000, max: 110_000 }),
    ],
    ['A$35 an hour', paid({ currency: 'AUD', period: 'HOUR', min: 35 })],
    [
      'AED 9,000 - 12,000 monthly',
      paid({ currency: 'AED', period: 'MONTH', min: 9_000, max: 12_000 }),
    ],
    ['SGD 5,500 per month', paid({ currency: 'SGD', period: 'MONTH', min: 5_500 })],
    [
      '¥10,400,000 – ¥12,800,000 a year',
      paid({ currency: 'JPY', period: 'YEAR', min: 10_400_000, max: 12_800_000 }),
    ],
    ['CHF 110,000 yearly', paid({ currency: 'CHF', period: 'YEAR', min: 110_000 })],
    ['120000 EUR per year', paid({ currency: 'EUR', period: 'YEAR', min: 120_000 })],
    [
      'R$4,500 – R$5,500 a month',
      paid({ currency: 'BRL', period: 'MONTH', min: 4_500, max: 5_500 }),
    ],
  ])('reads %s', (text, expected) => {
    expect(payFromSalaryText(text)).toEqual(expected);
  });

  it.each([
    'Not disclosed',
    'Competitive',
    'As per industry standards',
    '',
    undefined,
    '₹',
    '$10 – $5 a year',
    '1 2 3 $',
    // Two currencies: which is the pay is not plain.
    '$100k (about ₹83 LPA)',
    // A dollar that is not the US one, nor one the form offers.
    'MX$20,000 a month',
    // No currency named: rupees are likely, but not plain.
    '25000 per month',
    // Three figures.
    '₹10,000 / ₹15,000 / ₹20,000 a month',
  ])('reads no pay in %s', (text) => {
    expect(payFromSalaryText(text)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { cleanCellValue, readAmount } from './grid-amount';

describe('reading an amount from a number column’s value', () => {
  it.each([
    ['$15,600', 15_600, 'USD'],
    ['£18,750', 18_750, 'GBP'],
    ['€22,400', 22_400, 'EUR'],
    ['EUR 12,000', 12_000, 'EUR'],
    ['USD 75,250', 75_250, 'USD'],
    ['75,250 EUR', 75_250, 'EUR'],
    ['12.000 €', 12_000, 'EUR'],
    ['US$ 4,000', 4_000, 'USD'],
    ['A$9,500', 9_500, 'AUD'],
    ['CHF 3,200', 3_200, 'CHF'],
    ['300 euros', 300, 'EUR'],
    ['-$500', -500, 'USD'],
  ])('when the value is "%s", then it reads as %d %s', (value, amount, currency) => {
    expect(readAmount(value)).toEqual({ amount, currency, unit: null });
  });

  it.each([
    ['EUR 12,000,', 12_000],
    ['EUR 12,000.', 12_000],
    ['$64,500;', 64_500],
    [': £36,000', 36_000],
  ])(
    'when the value "%s" keeps a sentence’s punctuation, then the figure reads without it',
    (value, amount) => {
      expect(readAmount(value)?.amount).toBe(amount);
    },
  );

  it.each([
    ['1,200,000.50', 1_200_000.5],
    ['1.200.000,50', 1_200_000.5],
    ['EUR 1.234.567', 1_234_567],
    ['1 200 000', 1_200_000],
    ["CHF 1'200'000", 1_200_000],
    ['12.5', 12.5],
    ['12,5', 12.5],
  ])('when thousands are grouped as in "%s", then it reads as %d', (value, amount) => {
    expect(readAmount(value)?.amount).toBe(amount);
  });

  it('when one mark stands before three digits without a currency, then the person’s locale says whether it is a decimal', () => {
    expect(readAmount('1.250', 'en-US')?.amount).toBe(1.25);
    expect(readAmount('1.250', 'de-DE')?.amount).toBe(1250);
    expect(readAmount('1,250', 'en-GB')?.amount).toBe(1250);
    expect(readAmount('1,250', 'de-DE')?.amount).toBe(1.25);
  });

  it('when one mark stands before three digits in money, then it groups thousands in every locale', () => {
    expect(readAmount('EUR 12.000', 'en-US')?.amount).toBe(12_000);
    expect(readAmount('$12,000', 'de-DE')?.amount).toBe(12_000);
  });

  it.each([
    ['$1.2M', 1_200_000, 'USD'],
    ['$2.4 million', 2_400_000, 'USD'],
    ['USD 2.5 million', 2_500_000, 'USD'],
    ['£96.5k', 96_500, 'GBP'],
    ['EUR 3 bn', 3_000_000_000, 'EUR'],
    ['4,5 Mio. €', 4_500_000, 'EUR'],
    ['250 thousand dollars', 250_000, 'USD'],
  ])('when the value "%s" has a scale word, then the figure is scaled', (value, amount, currency) => {
    expect(readAmount(value, 'de-DE')).toMatchObject({ amount, currency });
  });

  it.each([
    ['90 days', { amount: 90, currency: null, unit: 'days' }],
    ['1 month', { amount: 1, currency: null, unit: 'months' }],
    ['30 business days', { amount: 30, currency: null, unit: 'business days' }],
    ['12.5%', { amount: 12.5, currency: null, unit: '%' }],
    ['£45,000 per year', { amount: 45_000, currency: 'GBP', unit: 'per year' }],
    ['$1,000 a month', { amount: 1_000, currency: 'USD', unit: 'per month' }],
    ['1,200,000', { amount: 1_200_000, currency: null, unit: null }],
  ])('when the value is "%s", then its unit is kept beside the figure', (value, expected) => {
    expect(readAmount(value)).toEqual(expected);
  });

  it.each(['not stated', 'on renewal', ''])(
    'when the value "%s" states no figure, then it is no amount',
    (value) => {
      expect(readAmount(value)).toBeNull();
    },
  );

  it('when a three-letter word that is no currency stands before the figure, then no currency is read', () => {
    expect(readAmount('LTD 500')?.currency).toBeNull();
  });
});

describe('cleaning a value of a sentence’s punctuation', () => {
  it.each([
    ['EUR 12,000,', 'EUR 12,000'],
    ['  $64,500; ', '$64,500'],
    ['EUR 12,000.', 'EUR 12,000'],
    ['Orchid Catering Co.', 'Orchid Catering Co.'],
    ['31 March 2027', '31 March 2027'],
  ])('when the value is "%s", then it is shown as "%s"', (value, shown) => {
    expect(cleanCellValue(value)).toBe(shown);
  });
});

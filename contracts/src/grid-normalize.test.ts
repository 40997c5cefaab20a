import { describe, expect, it } from 'vitest';
import { normalizeCell } from './grid-normalize';

describe('normalizing a cell by its column type', () => {
  it.each([
    ['$1.2M', 1_200_000],
    ['1,200,000', 1_200_000],
    ['EUR 87,300', 87_300],
    ['£45,000 per year', 45_000],
    ['USD 2.5 million', 2_500_000],
    ['90 days', 90],
    ['12.5%', 12.5],
  ])('when a number column holds "%s", then it reads as %d', (value, expected) => {
    expect(normalizeCell('number', value)).toBe(expected);
  });

  it.each([
    ['31 March 2027', '2027-03-31'],
    ['March 31, 2027', '2027-03-31'],
    ['2027-03-31', '2027-03-31'],
    ['31/03/2027', '2027-03-31'],
    ['the 1st of June, 2026', '2026-06-01'],
    ['Sep 30 2026', '2026-09-30'],
    ['Sept 30, 2026', '2026-09-30'],
    ['Sept. 30, 2026', '2026-09-30'],
    ['30 Sept 2026', '2026-09-30'],
    ['30 Sept. 2026', '2026-09-30'],
    ['Oct. 1, 2026', '2026-10-01'],
    ['on renewal', null],
  ])('when a date column holds "%s", then it reads as %s', (value, expected) => {
    expect(normalizeCell('date', value)).toBe(expected);
  });

  it.each([
    ['Yes', true],
    ['yes, with notice', true],
    ['true', true],
    ['No.', false],
    ['false', false],
    ['maybe', null],
  ])('when a yes/no column holds "%s", then it reads as %s', (value, expected) => {
    expect(normalizeCell('yesno', value)).toBe(expected);
  });

  it('when an all-numeric date could be either way round and no locale is given, then it is not placed', () => {
    expect(normalizeCell('date', '03/04/2026')).toBeNull();
  });

  it('when an all-numeric date could be either way round, then the locale given places it', () => {
    expect(normalizeCell('date', '03/04/2026', 'en-US')).toBe('2026-03-04');
    expect(normalizeCell('date', '03/04/2026', 'en-GB')).toBe('2026-04-03');
  });

  it('when a column is text, then nothing is normalized', () => {
    expect(normalizeCell('text', 'Acme Ltd')).toBeNull();
  });

  it('when a number column holds no figure, then it reads as nothing', () => {
    expect(normalizeCell('number', 'not stated')).toBeNull();
  });
});

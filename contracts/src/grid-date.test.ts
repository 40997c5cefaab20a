import { describe, expect, it } from 'vitest';
import { dateOrderOf, readDate } from './grid-date';

describe('reading a date column’s value in the person’s locale', () => {
  it.each([
    ['en-US', '03/04/2027', '2027-03-04'],
    ['en-GB', '03/04/2027', '2027-04-03'],
    ['de-DE', '03.04.2027', '2027-04-03'],
    ['fr-FR', '03/04/2027', '2027-04-03'],
    ['en-US', '12-01-2027', '2027-12-01'],
    ['en-GB', '12-01-2027', '2027-01-12'],
  ])(
    'when a %s reader meets "%s", whose day and month could be either way round, then it reads as %s',
    (locale, value, expected) => {
      expect(readDate(value, locale)).toBe(expected);
    },
  );

  it.each([
    ['en-US', '31/03/2027'],
    ['en-GB', '31/03/2027'],
    ['en-US', '03/31/2027'],
    ['en-GB', '03/31/2027'],
    ['ja-JP', '03/31/2027'],
  ])(
    'when a %s reader meets "%s", whose day is past 12, then it reads as that day wherever the reader is',
    (locale, value) => {
      expect(readDate(value, locale)).toBe('2027-03-31');
    },
  );

  it.each(['en-US', 'en-GB', 'de-DE', undefined])(
    'when a %s reader meets ISO and written-month forms, then they read the same',
    (locale) => {
      expect(readDate('2027-03-04', locale)).toBe('2027-03-04');
      expect(readDate('2027/03/04', locale)).toBe('2027-03-04');
      expect(readDate('4 March 2027', locale)).toBe('2027-03-04');
      expect(readDate('March 4, 2027', locale)).toBe('2027-03-04');
      expect(readDate('the 1st of June, 2026', locale)).toBe('2026-06-01');
      expect(readDate('Sept. 30, 2026', locale)).toBe('2026-09-30');
      expect(readDate('30 Sept 2026', locale)).toBe('2026-09-30');
      expect(readDate('Renews on: Monday, 1 March 2027.', locale)).toBe('2027-03-01');
      expect(readDate('03/03/2027', locale)).toBe('2027-03-03');
    },
  );

  it('when a German reader meets a German written month, then it reads as that month', () => {
    expect(readDate('4. März 2027', 'de-DE')).toBe('2027-03-04');
    expect(readDate('1. Okt. 2027', 'de-DE')).toBe('2027-10-01');
  });

  it.each([
    ['no locale', '03/04/2027', undefined],
    ['a year-first locale', '03/04/2027', 'ja-JP'],
    ['en-US', 'on renewal', 'en-US'],
    ['en-US', 'Q3 2027', 'en-US'],
    ['en-US', 'March 2027', 'en-US'],
    ['en-GB', '03/04/27', 'en-GB'],
    ['en-GB', '31 February 2027', 'en-GB'],
    ['en-GB', '13/14/2027', 'en-GB'],
  ])('when the reading (%s) cannot place "%s", then it is no date', (_who, value, locale) => {
    expect(readDate(value, locale)).toBeNull();
  });
});

describe('the order a locale writes dates in', () => {
  it.each([
    ['en-US', 'MDY'],
    ['en-GB', 'DMY'],
    ['de-DE', 'DMY'],
    ['ja-JP', 'YMD'],
  ])('when the locale is %s, then its order is %s', (locale, order) => {
    expect(dateOrderOf(locale)).toBe(order);
  });

  it('when the locale is no locale at all, then it has no order', () => {
    expect(dateOrderOf('not a locale!')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE, ListedTimezone, TIMEZONES } from './timezones';

describe('timezones', () => {
  it('when the settings list is read, then it holds the spec’s ~37 zones once each, the default among them', () => {
    const values = TIMEZONES.map((zone) => zone.value);
    expect(values).toHaveLength(37);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toContain(DEFAULT_TIMEZONE);
  });

  it('when each listed zone is given to Intl, then it is a real IANA zone', () => {
    for (const { value } of TIMEZONES) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: value })).not.toThrow();
    }
  });

  it('when a zone outside the list or a non-string is parsed, then it is refused', () => {
    expect(ListedTimezone.safeParse('Europe/Paris').success).toBe(true);
    for (const bad of ['Europe/Vienna', 'america/los_angeles', '', 'UTC\u0000', 42, null]) {
      expect(ListedTimezone.safeParse(bad).success).toBe(false);
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { inTimeZones } from '@/testing/time-zones';
import { formatBillingDate, formatDateTime, formatLongDate } from './format-date';
import { setDisplayTimeZone } from './time-zone';

afterEach(() => setDisplayTimeZone(undefined));

describe('list dates', () => {
  it("when the date is valid, then it shows as 'MMM d, h:mm a' in local time", () => {
    const local = new Date(2026, 2, 7, 16, 5);
    expect(formatDateTime(local.toISOString())).toBe('Mar 7, 4:05 PM');
  });

  it("when the person chose a zone other than the browser's, then dates are written in the person's zone", () => {
    inTimeZones(['America/Los_Angeles', 'UTC', 'Asia/Kolkata'], () => {
      setDisplayTimeZone('Asia/Tokyo');
      expect(formatDateTime('2026-12-24T23:30:00.000Z')).toBe('Dec 25, 8:30 AM');
      expect(formatLongDate('2026-12-24T23:30:00.000Z')).toBe('December 25, 2026');
      setDisplayTimeZone('America/St_Johns');
      expect(formatDateTime('2026-07-01T02:00:00.000Z')).toBe('Jun 30, 11:30 PM');
    });
  });

  it("when the date cannot be read, then it shows 'Unknown date'", () => {
    expect(formatDateTime('not a date')).toBe('Unknown date');
    expect(formatDateTime('')).toBe('Unknown date');
  });
});

describe('billing dates', () => {
  it('when a period ends near midnight UTC, then Quarry names the day the Stripe portal names (UTC), whatever the browser’s zone', () => {
    inTimeZones(['Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'], () => {
      expect(formatBillingDate('2026-12-24T23:30:00.000Z')).toBe('December 24, 2026');
      expect(formatBillingDate('2026-12-25T00:30:00.000Z')).toBe('December 25, 2026');
    });
  });

  it("when the date cannot be read, then it shows 'Unknown date'", () => {
    expect(formatBillingDate('not a date')).toBe('Unknown date');
  });
});

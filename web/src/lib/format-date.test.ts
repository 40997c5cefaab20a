import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';

describe('list dates', () => {
  it("when the date is valid, then it shows as 'MMM d, h:mm a' in local time", () => {
    const local = new Date(2026, 2, 7, 16, 5);
    expect(formatDateTime(local.toISOString())).toBe('Mar 7, 4:05 PM');
  });

  it("when the date cannot be read, then it shows 'Unknown date'", () => {
    expect(formatDateTime('not a date')).toBe('Unknown date');
    expect(formatDateTime('')).toBe('Unknown date');
  });
});

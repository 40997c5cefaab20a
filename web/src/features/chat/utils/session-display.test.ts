import { describe, expect, it } from 'vitest';
import { formatSessionDate, hasNewReport, parseDirectories, parseTextList } from './session-display';

describe('session list display', () => {
  it("when the updated date is valid, then it shows as 'MMM d, h:mm a' in local time", () => {
    const local = new Date(2026, 2, 7, 16, 5);
    expect(formatSessionDate(local.toISOString())).toBe('Mar 7, 4:05 PM');
  });

  it("when the updated date cannot be read, then it shows 'Unknown date'", () => {
    expect(formatSessionDate('not a date')).toBe('Unknown date');
    expect(formatSessionDate('')).toBe('Unknown date');
  });

  it('when the latest report succeeded and is unseen, then the green dot shows, and otherwise not', () => {
    expect(hasNewReport({ latestStatus: 'success', isViewed: false })).toBe(true);
    expect(hasNewReport({ latestStatus: 'success', isViewed: true })).toBe(false);
    expect(hasNewReport({ latestStatus: 'running', isViewed: false })).toBe(false);
    expect(hasNewReport({ latestStatus: null, isViewed: false })).toBe(false);
  });

  it('when list fields hold JSON text, then they are read, and unreadable text counts as empty', () => {
    expect(parseTextList('["budget","-draft"]')).toEqual(['budget', '-draft']);
    expect(parseTextList('oops')).toEqual([]);
    expect(parseTextList('{"a":1}')).toEqual([]);
    expect(parseDirectories('[{"id":"f1","name":"Finance"},{"id":"x"},"junk"]')).toEqual([
      { id: 'f1', name: 'Finance' },
    ]);
    expect(parseDirectories('')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { hasNewReport, parseDirectories, parseTextList } from './session-display';

describe('session list display', () => {
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

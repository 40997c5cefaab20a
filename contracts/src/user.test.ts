import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, GeminiKeyRequest, PreferencesUpdate } from './user';

describe('PreferencesUpdate', () => {
  it('when the settings screen sends its slider numbers, a listed zone and text, then all of it is accepted', () => {
    const fromScreen = {
      chatRetentionDays: 30,
      reportRetentionDays: 365,
      maxKeywords: 5,
      timezone: 'America/Los_Angeles',
      systemQuery: 'Line one\nLine two\twith a tab',
    };
    expect(PreferencesUpdate.parse(fromScreen)).toEqual(fromScreen);
  });

  it('when the spec sends day counts as digit strings, then they become numbers', () => {
    expect(PreferencesUpdate.parse({ chatRetentionDays: '7', maxKeywords: '30' })).toEqual({
      chatRetentionDays: 7,
      maxKeywords: 30,
    });
  });

  it('when the stored defaults are sent back whole, then they are accepted as they are', () => {
    expect(PreferencesUpdate.parse(DEFAULT_PREFERENCES)).toEqual(DEFAULT_PREFERENCES);
  });

  it('when a directory list comes as JSON text, then it is read; a broken id or JSON is refused', () => {
    const directories = [{ id: '1AbC_d-e', name: 'Finance' }];
    expect(PreferencesUpdate.parse({ selectedDriveDirectories: JSON.stringify(directories) })).toEqual({
      selectedDriveDirectories: directories,
    });
    for (const bad of ['[{"id":"","name":"x"}]', '[{"id":"a\\u0000b","name":"x"}]', '[{"id":']) {
      expect(PreferencesUpdate.safeParse({ selectedDriveDirectories: bad }).success).toBe(false);
    }
  });
});

describe('GeminiKeyRequest', () => {
  it('when a key of today’s shape or a plausible future one is sent, then it passes for Gemini to judge', () => {
    for (const key of [
      'AIzaSyQuarryTestKey0123456789abcdefghij',
      'x'.repeat(20),
      `k.${'A1+/='.repeat(19)}`,
    ]) {
      expect(GeminiKeyRequest.safeParse({ geminiApiKey: key }).success, key).toBe(true);
    }
  });

  it('when a key is padded with spaces, then it is trimmed', () => {
    expect(GeminiKeyRequest.parse({ geminiApiKey: '  AIzaSyQuarryTestKey0123456789abcdefghij\n' })).toEqual({
      geminiApiKey: 'AIzaSyQuarryTestKey0123456789abcdefghij',
    });
  });

  it('when a key is 19 or 101 characters long, then it is refused', () => {
    for (const key of ['x'.repeat(19), 'x'.repeat(101)]) {
      expect(GeminiKeyRequest.safeParse({ geminiApiKey: key }).success).toBe(false);
    }
  });
});

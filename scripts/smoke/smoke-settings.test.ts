import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_DOCUMENTS, DEFAULT_QUESTION, mask, readSmokeSettings } from './smoke-settings';

const KEY = 'AIzaSyExampleExampleExampleExample12345';

describe('readSmokeSettings', () => {
  it('when only the Gemini key is set, then the run is skipped naming the Drive variables', () => {
    const setup = readSmokeSettings({ GEMINI_API_KEY: KEY });

    expect(setup).toEqual({
      kind: 'skip',
      missing: ['GOOGLE_DRIVE_ACCESS_TOKEN (or GOOGLE_APPLICATION_CREDENTIALS)'],
    });
  });

  it('when both a Drive token and a key file are set, then the token is used', () => {
    const setup = readSmokeSettings({
      GEMINI_API_KEY: KEY,
      GOOGLE_DRIVE_ACCESS_TOKEN: 'ya29.token',
      GOOGLE_APPLICATION_CREDENTIALS: '/keys/sa.json',
    });

    expect(setup.kind === 'run' && setup.settings.drive).toEqual({
      kind: 'accessToken',
      accessToken: 'ya29.token',
    });
  });

  it('when only a key file is set, then Drive is read as that service account, with the defaults', () => {
    const setup = readSmokeSettings({ GEMINI_API_KEY: KEY, GOOGLE_APPLICATION_CREDENTIALS: '/keys/sa.json' });

    expect(setup).toEqual({
      kind: 'run',
      settings: {
        geminiKey: KEY,
        drive: { kind: 'serviceAccount', keyFile: '/keys/sa.json' },
        question: DEFAULT_QUESTION,
        maxDocuments: DEFAULT_MAX_DOCUMENTS,
      },
    });
  });

  it.each(['0', '2.5', 'many', '51'])(
    'when SMOKE_MAX_DOCUMENTS is %s, then the settings are refused',
    (max) => {
      const setup = readSmokeSettings({
        GEMINI_API_KEY: KEY,
        GOOGLE_DRIVE_ACCESS_TOKEN: 'ya29.token',
        SMOKE_MAX_DOCUMENTS: max,
      });

      expect(setup.kind).toBe('invalid');
    },
  );
});

describe('mask', () => {
  it('when a key is masked, then only its first and last four characters remain', () => {
    expect(mask(KEY)).toBe('AIza…2345 (39 characters)');
  });

  it('when a secret is short, then nothing of it is shown', () => {
    expect(mask('ya29.short')).toBe('****');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_LOCALE, personLocale } from './person-locale';

const browserSays = (languages: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
};

describe('the locale a person reads values in', () => {
  afterEach(() => vi.restoreAllMocks());

  it('when the person chose a locale, then it is theirs whatever the browser says', () => {
    browserSays(['en-US']);
    expect(personLocale('en-GB')).toBe('en-GB');
  });

  it('when the person chose none, then it is the browser’s first language', () => {
    browserSays(['de-DE', 'en-US']);
    expect(personLocale()).toBe('de-DE');
    expect(personLocale(null)).toBe('de-DE');
  });

  it('when neither names a locale Intl knows, then it is the fallback', () => {
    browserSays(['']);
    expect(personLocale('not a locale!')).toBe(FALLBACK_LOCALE);
  });
});

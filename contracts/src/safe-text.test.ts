import { describe, expect, it } from 'vitest';
import { hasUnsafeCharacters } from './safe-text';

describe('unsafe characters in stored text', () => {
  it.each([
    ['a NUL', 'Pay\u0000roll'],
    ['an escape character', 'Pay\u001broll'],
    ['a right-to-left override', 'Invoice \u202Efdp.exe'],
    ['a left-to-right isolate', 'Team \u2066A\u2069'],
    ['a lone high surrogate', 'Team \ud800'],
    ['a lone low surrogate', '\udc00 Team'],
  ])('when the text holds %s, then it is refused', (_what, text) => {
    expect(hasUnsafeCharacters(text)).toBe(true);
  });

  it.each([
    ['plain text', 'Q3 Finance Review'],
    ['lines and tabs', 'Line one\n\tLine two\r\n'],
    ['accents, scripts and emoji', 'Équipe 東京 עברית 📊'],
  ])('when the text holds %s, then it is accepted', (_what, text) => {
    expect(hasUnsafeCharacters(text)).toBe(false);
  });
});

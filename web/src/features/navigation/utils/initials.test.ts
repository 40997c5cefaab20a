import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('when the name has several words, then the first letters of the first two are used, in capitals', () => {
    expect(initials('ada king lovelace')).toBe('AK');
  });

  it('when the name is one word, then one letter is used', () => {
    expect(initials('  Cher ')).toBe('C');
  });

  it('when there is no name, then the e-mail gives the letter', () => {
    expect(initials('', 'zoe@example.com')).toBe('Z');
  });

  it('when the name starts with a letter outside the basic plane, then that whole letter is kept', () => {
    expect(initials('𝒜lice Smith')).toBe('𝒜S');
  });
});

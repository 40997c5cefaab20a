import { describe, expect, it } from 'vitest';
import { maskEmail } from './invited-sign-in';

describe('maskEmail', () => {
  it('when the name has three letters or more, then its first and last letters and the domain show', () => {
    expect(maskEmail('theo.nguyen@gmail.com')).toBe('t***n@gmail.com');
  });

  it('when the name is one or two letters, then only the first shows', () => {
    expect([maskEmail('al@gmail.com'), maskEmail('a@gmail.com')]).toEqual([
      'a***@gmail.com',
      'a***@gmail.com',
    ]);
  });

  it('when there is no name before the @, then nothing of it shows', () => {
    expect([maskEmail('@gmail.com'), maskEmail('nobody')]).toEqual(['***', '***']);
  });
});

import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('when VITE_APP_URL is set, then it is exposed as APP_URL', () => {
    expect(parseEnv({ VITE_APP_URL: 'https://quarry.example', MODE: 'production' })).toEqual({
      APP_URL: 'https://quarry.example',
    });
  });

  it('when VITE_APP_URL is empty or missing, then APP_URL is undefined', () => {
    expect(parseEnv({ VITE_APP_URL: '' }).APP_URL).toBeUndefined();
    expect(parseEnv({}).APP_URL).toBeUndefined();
  });

  it('when VITE_APP_URL is not an http(s) URL, then parsing fails naming the variable', () => {
    expect(() => parseEnv({ VITE_APP_URL: 'not a url' })).toThrow(/VITE_APP_URL/);
    expect(() => parseEnv({ VITE_APP_URL: 'javascript:alert(1)' })).toThrow(/VITE_APP_URL/);
  });
});

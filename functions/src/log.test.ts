import { describe, expect, it } from 'vitest';
import { createLogger } from './log';

describe('createLogger', () => {
  it('when fields hold tokens, keys, cookies or secrets at any depth, then the log line shows none of them', () => {
    const lines: string[] = [];
    createLogger((line) => lines.push(line)).info('user_signed_in', {
      uid: 'u1',
      driveToken: 'ya29.secret-access',
      nested: {
        geminiApiKey: 'AIzaSecretKey',
        headers: { cookie: '__session=abc', authorization: 'Bearer t' },
      },
      list: [{ refresh_token: '1//secret' }],
    });
    const line = lines[0] ?? '';
    for (const secret of ['ya29.secret-access', 'AIzaSecretKey', '__session=abc', 'Bearer t', '1//secret']) {
      expect(line).not.toContain(secret);
    }
    expect(JSON.parse(line)).toMatchObject({ severity: 'INFO', event: 'user_signed_in', uid: 'u1' });
  });
});

import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, newDataKey } from './envelope';

describe('envelope encryption of secrets', () => {
  const key = newDataKey();

  it('when a secret is sealed and opened with the same key, user and purpose, then the plaintext comes back', () => {
    const sealed = encryptSecret(key, 'AIzaSyExample', 'u1', 'geminiKey');
    expect(sealed).not.toContain('AIzaSyExample');
    expect(decryptSecret(key, sealed, 'u1', 'geminiKey')).toBe('AIzaSyExample');
  });

  it('when the same secret is sealed twice, then the IVs and ciphertexts differ', () => {
    const a = encryptSecret(key, 'same', 'u1', 'geminiKey').split('.');
    const b = encryptSecret(key, 'same', 'u1', 'geminiKey').split('.');
    expect(a[1]).not.toBe(b[1]);
    expect(a[2]).not.toBe(b[2]);
    expect(Buffer.from(a[1] ?? '', 'base64url')).toHaveLength(12);
  });

  it('when a ciphertext is moved to another user or another purpose, then it never decrypts', () => {
    const sealed = encryptSecret(key, 'secret', 'u1', 'driveToken');
    expect(() => decryptSecret(key, sealed, 'u2', 'driveToken')).toThrow(
      'A stored secret could not be decrypted',
    );
    expect(() => decryptSecret(key, sealed, 'u1', 'geminiKey')).toThrow(
      'A stored secret could not be decrypted',
    );
  });

  it('when any single byte of the sealed secret is flipped, then decryption fails', () => {
    const sealed = encryptSecret(key, 'a secret worth keeping', 'u1', 'geminiKey');
    const [version, ...parts] = sealed.split('.');
    parts.forEach((part, index) => {
      const bytes = Buffer.from(part, 'base64url');
      for (let i = 0; i < bytes.length; i++) {
        const flipped = Buffer.from(bytes);
        flipped[i] = (flipped[i] ?? 0) ^ 0x01;
        const copy = [...parts];
        copy[index] = flipped.toString('base64url');
        expect(() => decryptSecret(key, [version, ...copy].join('.'), 'u1', 'geminiKey')).toThrow();
      }
    });
  });

  it('when opened with another data key, then it fails', () => {
    const sealed = encryptSecret(key, 'secret', 'u1', 'geminiKey');
    expect(() => decryptSecret(newDataKey(), sealed, 'u1', 'geminiKey')).toThrow();
  });
});

import crypto from 'node:crypto';
import { AppError } from '../shared/app-error';

/**
 * Envelope encryption of a user's secrets (docs/architecture/security.md): AES-256-GCM under the user's own data
 * key, a fresh 96-bit IV per secret, and AAD `quarry|v1|{uid}|{purpose}` so a ciphertext moved to
 * another user or purpose never decrypts. Format: `v1.<iv>.<ciphertext>.<tag>` (base64url parts).
 */
/** `driveFileToken`: the drive.file grant that saves reports as Google Docs (docs/decisions/exports.md). */
export type SecretPurpose = 'driveToken' | 'driveFileToken' | 'geminiKey';

const VERSION = 'v1';

export function newDataKey(): Buffer {
  return crypto.randomBytes(32);
}

function aad(uid: string, purpose: SecretPurpose): Buffer {
  return Buffer.from(`quarry|${VERSION}|${uid}|${purpose}`, 'utf8');
}

export function encryptSecret(
  dataKey: Buffer,
  plaintext: string,
  uid: string,
  purpose: SecretPurpose,
): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', dataKey, iv);
  cipher.setAAD(aad(uid, purpose));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, ciphertext, tag]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(dataKey: Buffer, sealed: string, uid: string, purpose: SecretPurpose): string {
  const [version, iv, ciphertext, tag] = sealed.split('.');
  if (version !== VERSION || !iv || ciphertext === undefined || !tag) throw secretUnreadable();
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', dataKey, Buffer.from(iv, 'base64url'));
    decipher.setAAD(aad(uid, purpose));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw secretUnreadable();
  }
}

function secretUnreadable(): AppError {
  return new AppError({
    code: 'KEYS.UNREADABLE',
    httpStatus: 500,
    message: 'A stored secret could not be decrypted',
  });
}

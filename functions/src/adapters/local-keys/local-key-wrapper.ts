import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { KeyWrapper } from '../../ports/key-wrapper.port';

/**
 * Wraps data keys with a local AES-256-GCM master key, for running without Google Cloud. The master
 * key comes from QUARRY_MASTER_KEY (base64, 32 bytes) or from a file created once with mode 0600.
 */
export class LocalKeyWrapper implements KeyWrapper {
  readonly keyVersion = 'local:v1';

  constructor(private readonly masterKey: Buffer) {
    if (masterKey.length !== 32) throw new Error('The local master key must be 32 bytes');
  }

  static fromEnvOrFile(env: string | undefined, file: string): LocalKeyWrapper {
    if (env) return new LocalKeyWrapper(Buffer.from(env, 'base64'));
    if (!fs.existsSync(file)) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    }
    return new LocalKeyWrapper(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64'));
  }

  async wrap(dataKey: Buffer, context: string): Promise<string> {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.masterKey, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const wrapped = Buffer.concat([cipher.update(dataKey), cipher.final()]);
    return [iv, wrapped, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
  }

  async unwrap(wrapped: string, context: string): Promise<Buffer> {
    const [iv, body, tag] = wrapped.split('.').map((p) => Buffer.from(p, 'base64url'));
    if (!iv || !body || !tag) throw new Error('Malformed wrapped key');
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.masterKey, iv);
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]);
  }
}

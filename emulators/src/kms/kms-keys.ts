import crypto from 'node:crypto';
import { StateFile } from '../shared/state-file';

interface KeyRecord {
  /** AES-256 secrets by version number, base64. */
  versions: Record<string, string>;
  primary: number;
}

const MAGIC = Buffer.from('QK');
const HEADER = MAGIC.length + 4;
const IV = 12;
const TAG = 16;

/**
 * Symmetric Cloud KMS keys: AES-256-GCM under a secret per key version, kept in the state
 * directory. Keys are created on first use, which real KMS does not do (there a key ring and key
 * must exist first). The ciphertext names its key version, as real KMS ciphertext does.
 */
export class KmsKeys {
  private readonly state: StateFile<{ keys: Record<string, KeyRecord> }>;

  constructor(stateDir: string | undefined) {
    this.state = new StateFile(stateDir, 'kms-keys', () => ({ keys: {} }));
  }

  private key(name: string): KeyRecord {
    const existing = this.state.get().keys[name];
    if (existing) return existing;
    const created: KeyRecord = { versions: { '1': crypto.randomBytes(32).toString('base64') }, primary: 1 };
    this.state.update((s) => {
      s.keys[name] = created;
    });
    return created;
  }

  /** Encrypts under the primary version (or the one named); undefined if that version does not exist. */
  encrypt(
    keyName: string,
    plaintext: Buffer,
    aad: Buffer,
    version?: number,
  ): { ciphertext: Buffer; version: number } | undefined {
    const record = this.key(keyName);
    const used = version ?? record.primary;
    const secret = record.versions[String(used)];
    if (!secret) return undefined;
    const header = Buffer.alloc(HEADER);
    MAGIC.copy(header);
    header.writeUInt32BE(used, MAGIC.length);
    const iv = crypto.randomBytes(IV);
    const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(secret, 'base64'), iv);
    cipher.setAAD(Buffer.concat([header, aad]));
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return { ciphertext: Buffer.concat([header, iv, body, cipher.getAuthTag()]), version: used };
  }

  /** The plaintext, or undefined if the ciphertext is not this key's or the AAD differs. */
  decrypt(
    keyName: string,
    ciphertext: Buffer,
    aad: Buffer,
  ): { plaintext: Buffer; usedPrimary: boolean } | undefined {
    if (ciphertext.length < HEADER + IV + TAG || !ciphertext.subarray(0, MAGIC.length).equals(MAGIC))
      return undefined;
    const record = this.state.get().keys[keyName];
    const version = ciphertext.readUInt32BE(MAGIC.length);
    const secret = record?.versions[String(version)];
    if (!record || !secret) return undefined;
    const iv = ciphertext.subarray(HEADER, HEADER + IV);
    const tag = ciphertext.subarray(ciphertext.length - TAG);
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(secret, 'base64'), iv);
      decipher.setAAD(Buffer.concat([ciphertext.subarray(0, HEADER), aad]));
      decipher.setAuthTag(tag);
      const plaintext = Buffer.concat([
        decipher.update(ciphertext.subarray(HEADER + IV, ciphertext.length - TAG)),
        decipher.final(),
      ]);
      return { plaintext, usedPrimary: version === record.primary };
    } catch {
      return undefined;
    }
  }
}

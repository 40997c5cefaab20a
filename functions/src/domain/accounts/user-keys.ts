import type { GeminiTier } from '@quarry/contracts/user';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import type { KeyWrapper } from '../../ports/key-wrapper.port';
import { decryptSecret, encryptSecret, newDataKey, type SecretPurpose } from './envelope';

/**
 * A user's three keys (the spec's "3 keys"): their data key (wrapped by KMS) and the drive token and
 * Gemini key sealed under it. Deleting the record destroys the wrapped data key, so any copy of the
 * sealed secrets left anywhere becomes unreadable (crypto-shredding).
 */
const COLLECTION = 'userSecrets';

interface SealedSecret {
  ciphertext: string;
  keyVersion: string;
  updatedAt: string;
}

interface UserSecretsDoc {
  wrappedDataKey: string;
  keyVersion: string;
  createdAt: string;
  driveToken?: SealedSecret;
  /** The drive.file grant (saving reports as Google Docs); not one of the three keys. */
  driveFileToken?: SealedSecret;
  geminiKey?: SealedSecret;
  /** What Gemini's 429s said of the stored Gemini key (docs/architecture/reading-economy.md); null for a new key. */
  geminiTier?: GeminiTier | null;
  [key: string]: unknown;
}

export const REQUIRED_KEYS = 3;

export class UserKeys {
  constructor(
    private readonly store: DocumentStore,
    private readonly wrapper: KeyWrapper,
    private readonly clock: Clock,
  ) {}

  private context(uid: string): string {
    return `quarry|user|${uid}`;
  }

  /** The user's record, creating their data key on first use (once, even under concurrent calls). */
  private async ensureRecord(uid: string): Promise<UserSecretsDoc> {
    const existing = await this.store.get<UserSecretsDoc>(COLLECTION, uid);
    if (existing) return existing;
    const fresh: UserSecretsDoc = {
      wrappedDataKey: await this.wrapper.wrap(newDataKey(), this.context(uid)),
      keyVersion: this.wrapper.keyVersion,
      createdAt: this.clock.now().toISOString(),
    };
    return this.store.runTransaction(async (tx) => {
      const raced = await tx.get<UserSecretsDoc>(COLLECTION, uid);
      if (raced) return raced;
      tx.set(COLLECTION, uid, fresh);
      return fresh;
    });
  }

  private async dataKey(doc: UserSecretsDoc, uid: string): Promise<Buffer> {
    return this.wrapper.unwrap(doc.wrappedDataKey, this.context(uid));
  }

  async putSecret(uid: string, purpose: SecretPurpose, plaintext: string): Promise<void> {
    const doc = await this.ensureRecord(uid);
    const sealed: SealedSecret = {
      ciphertext: encryptSecret(await this.dataKey(doc, uid), plaintext, uid, purpose),
      keyVersion: doc.keyVersion,
      updatedAt: this.clock.now().toISOString(),
    };
    // A new Gemini key's tier is not known until Gemini says it.
    await this.store.update(COLLECTION, uid, {
      [purpose]: sealed,
      ...(purpose === 'geminiKey' ? { geminiTier: null } : {}),
    });
  }

  /** What Gemini's 429s last said of the user's Gemini key, if one said it. */
  async geminiTier(uid: string): Promise<GeminiTier | null> {
    const doc = await this.store.get<UserSecretsDoc>(COLLECTION, uid);
    return doc?.geminiKey ? (doc.geminiTier ?? null) : null;
  }

  /**
   * Remembers what a 429 said of the stored Gemini key: free tier (with the daily limit it named, and
   * for which model) or a paid tier, which clears it. Written only when it changes, so a run's 429s
   * cost one write.
   */
  async noteGeminiTier(
    uid: string,
    freeTier: boolean,
    requestsPerDay?: number,
    model?: string,
  ): Promise<void> {
    const doc = await this.store.get<UserSecretsDoc>(COLLECTION, uid);
    if (!doc?.geminiKey) return;
    const known = doc.geminiTier;
    const same = known?.freeTier === freeTier;
    const perDay = requestsPerDay ?? (same ? known.requestsPerDay : null);
    const limited = requestsPerDay ? (model ?? null) : same && perDay !== null ? (known.model ?? null) : null;
    if (same && known.requestsPerDay === perDay && (known.model ?? null) === limited) return;
    const seenAt = this.clock.now().toISOString();
    const geminiTier = { freeTier, requestsPerDay: perDay, seenAt, model: limited };
    await this.store.update(COLLECTION, uid, { geminiTier });
  }

  /**
   * Forgets the per-day figure a 429 named, once a call succeeded beyond it (the limit was raised or
   * reset): the tier stays. Only the note seen at `seenAt`, so a newer 429's figure is kept.
   */
  async forgetGeminiDailyLimit(uid: string, seenAt: string): Promise<void> {
    await this.store.runTransaction(async (tx) => {
      const doc = await tx.get<UserSecretsDoc>(COLLECTION, uid);
      const known = doc?.geminiTier;
      if (!known || known.seenAt !== seenAt || known.requestsPerDay === null) return;
      tx.update(COLLECTION, uid, { geminiTier: { ...known, requestsPerDay: null, model: null } });
    });
  }

  async getSecret(uid: string, purpose: SecretPurpose): Promise<string | null> {
    const doc = await this.store.get<UserSecretsDoc>(COLLECTION, uid);
    const sealed = doc?.[purpose];
    if (!doc || !sealed) return null;
    return decryptSecret(await this.dataKey(doc, uid), sealed.ciphertext, uid, purpose);
  }

  async has(uid: string, purpose: SecretPurpose): Promise<boolean> {
    const doc = await this.store.get<UserSecretsDoc>(COLLECTION, uid);
    return Boolean(doc?.[purpose]);
  }

  /** How many of the three keys the user holds (the data key counts once it exists). */
  async count(uid: string): Promise<number> {
    const doc = await this.store.get<UserSecretsDoc>(COLLECTION, uid);
    if (!doc) return 0;
    return 1 + (doc.driveToken ? 1 : 0) + (doc.geminiKey ? 1 : 0);
  }

  /** Proves every stored secret still opens (unwraps the data key and decrypts each secret). */
  async verifyAll(uid: string): Promise<number> {
    const doc = await this.store.get<UserSecretsDoc>(COLLECTION, uid);
    if (!doc) return 0;
    const key = await this.dataKey(doc, uid);
    let opened = 1;
    for (const purpose of ['driveToken', 'geminiKey'] as const) {
      const sealed = doc[purpose];
      if (!sealed) continue;
      decryptSecret(key, sealed.ciphertext, uid, purpose);
      opened++;
    }
    return opened;
  }

  /** Drops one secret (a grant Google refused), keeping the others and the data key. */
  async removeSecret(uid: string, purpose: SecretPurpose): Promise<void> {
    await this.store.runTransaction(async (tx) => {
      const doc = await tx.get<UserSecretsDoc>(COLLECTION, uid);
      if (!doc?.[purpose]) return;
      const { [purpose]: _dropped, ...kept } = doc;
      tx.set(COLLECTION, uid, kept);
    });
  }

  async deleteAll(uid: string): Promise<void> {
    await this.store.delete(COLLECTION, uid);
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * firestore.rules (docs/architecture/teams-and-sharing.md): a browser reads its own feeds/{uid} and nothing else, and
 * writes nothing. Enforcing rules needs the official Firestore emulator (Java 21); when
 * FIRESTORE_EMULATOR_HOST names one, the rules are loaded into it and checked with real requests.
 */
const RULES = fs.readFileSync(path.resolve(__dirname, '../../../../firestore.rules'), 'utf8');
const official = process.env.FIRESTORE_EMULATOR_HOST;
const PROJECT = 'demo-quarry-rules';

describe('firestore.rules as written', () => {
  it('when read, then the only allow of any kind is reading feeds/{uid} as that uid', () => {
    const allows = [...RULES.matchAll(/allow\s+([^:]+):\s*if\s+([^;]+);/g)].map((m) => [
      m[1]?.trim(),
      m[2]?.trim(),
    ]);
    expect(allows).toEqual([
      ['read', 'request.auth != null && request.auth.uid == uid'],
      ['write', 'false'],
      ['read, write', 'false'],
    ]);
    expect(RULES).toMatch(/match \/feeds\/\{uid\} \{/);
  });
});

/** An unsigned ID token, as the emulator accepts for any uid. */
function idToken(uid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    sub: uid,
    user_id: uid,
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    firebase: { sign_in_provider: 'custom', identities: {} },
  })}.`;
}

if (official) {
  describe('firestore.rules in the official emulator', () => {
    const base = `http://${official}`;
    const doc = (p: string) => `${base}/v1/projects/${PROJECT}/databases/(default)/documents/${p}`;
    const as = (uid: string | null): Record<string, string> =>
      uid ? { authorization: `Bearer ${idToken(uid)}` } : {};

    it('when people read feeds and other documents, then each reads only their own feed', async () => {
      const loaded = await fetch(`${base}/emulator/v1/projects/${PROJECT}:securityRules`, {
        method: 'PUT',
        body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: RULES }] } }),
      });
      expect(loaded.ok).toBe(true);
      const seed = { fields: { updatedAt: { stringValue: '2026-11-25T00:00:00.000Z' } } };
      for (const p of ['feeds/alice', 'feeds/bob', 'users/alice']) {
        const put = await fetch(doc(p), {
          method: 'PATCH',
          headers: { authorization: 'Bearer owner' },
          body: JSON.stringify(seed),
        });
        expect(put.ok).toBe(true);
      }
      expect((await fetch(doc('feeds/alice'), { headers: as('alice') })).status).toBe(200);
      expect((await fetch(doc('feeds/bob'), { headers: as('alice') })).status).toBe(403);
      expect((await fetch(doc('feeds/alice'), { headers: as(null) })).status).toBe(403);
      expect((await fetch(doc('users/alice'), { headers: as('alice') })).status).toBe(403);
      const write = await fetch(doc('feeds/alice'), {
        method: 'PATCH',
        headers: as('alice'),
        body: JSON.stringify(seed),
      });
      expect(write.status).toBe(403);
    });
  });
} else {
  console.log(
    'Skipped: enforcing firestore.rules (FIRESTORE_EMULATOR_HOST is not set; only the official Firestore emulator enforces rules, and it needs Java 21, which this machine lacks). The rules file is checked as written above.',
  );
}

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalKeyWrapper } from '../../adapters/local-keys/local-key-wrapper';
import { SqliteDocumentStore } from '../../adapters/sqlite/sqlite-document-store';
import { ManualClock } from '../../testing/manual-clock';
import { tempDir } from '../../testing/temp-dir';
import { UserKeys } from './user-keys';

const temp = tempDir();
afterAll(() => temp.remove());

function setup(file = ':memory:') {
  const store = new SqliteDocumentStore({ file });
  const keys = new UserKeys(store, new LocalKeyWrapper(Buffer.alloc(32, 3)), new ManualClock());
  return { store, keys };
}

describe('UserKeys', () => {
  it('when secrets are stored, then they read back and the key count reaches 3', async () => {
    const { keys, store } = setup();
    expect(await keys.count('u1')).toBe(0);
    await keys.putSecret('u1', 'driveToken', '1//refresh-token');
    expect(await keys.count('u1')).toBe(2);
    await keys.putSecret('u1', 'geminiKey', 'AIzaSyExampleExampleExampleExample123');
    expect(await keys.count('u1')).toBe(3);
    expect(await keys.getSecret('u1', 'geminiKey')).toBe('AIzaSyExampleExampleExampleExample123');
    expect(await keys.verifyAll('u1')).toBe(3);
    await store.close();
  });

  it('when many secrets are stored at once for a new user, then exactly one data key is created and all open', async () => {
    const { keys, store } = setup();
    await Promise.all([
      keys.putSecret('u2', 'driveToken', 'drive'),
      keys.putSecret('u2', 'geminiKey', 'gemini'),
    ]);
    expect(await keys.getSecret('u2', 'driveToken')).toBe('drive');
    expect(await keys.getSecret('u2', 'geminiKey')).toBe('gemini');
    await store.close();
  });

  it('when a user deletes their keys, then nothing is left to open and the count is 0', async () => {
    const { keys, store } = setup();
    await keys.putSecret('u3', 'geminiKey', 'gemini');
    await keys.deleteAll('u3');
    expect(await keys.count('u3')).toBe(0);
    expect(await keys.getSecret('u3', 'geminiKey')).toBeNull();
    await store.close();
  });

  it('when secrets are stored, then the database file never holds them in plain text', async () => {
    const file = path.join(temp.dir, 'secrets.db');
    const { keys, store } = setup(file);
    const gemini = 'AIzaSyPLAINTEXTcanary0123456789abcdefg';
    const drive = '1//PLAINTEXT-refresh-canary';
    await keys.putSecret('u4', 'geminiKey', gemini);
    await keys.putSecret('u4', 'driveToken', drive);
    await store.close();
    const bytes = Buffer.concat(
      fs
        .readdirSync(temp.dir)
        .filter((f) => f.startsWith('secrets.db'))
        .map((f) => fs.readFileSync(path.join(temp.dir, f))),
    );
    expect(bytes.includes(Buffer.from(gemini))).toBe(false);
    expect(bytes.includes(Buffer.from(drive))).toBe(false);
  });

  it('when 429s name the free tier and then a paid tier, then the key is free tier with its daily limit, then not; a new key starts unknown', async () => {
    const { keys, store } = setup();
    await keys.putSecret('u4', 'geminiKey', 'gemini');
    const unknown = await keys.geminiTier('u4');

    await keys.noteGeminiTier('u4', true, 250);
    const free = await keys.geminiTier('u4');
    await keys.noteGeminiTier('u4', true);
    const stillFree = await keys.geminiTier('u4');
    await keys.noteGeminiTier('u4', false);
    const paid = await keys.geminiTier('u4');
    await keys.noteGeminiTier('u4', true);
    await keys.putSecret('u4', 'geminiKey', 'another');
    const renewed = await keys.geminiTier('u4');

    expect(unknown).toBeNull();
    expect(free).toMatchObject({ freeTier: true, requestsPerDay: 250 });
    expect(stillFree).toMatchObject({ freeTier: true, requestsPerDay: 250 });
    expect(paid).toMatchObject({ freeTier: false, requestsPerDay: null });
    expect(renewed).toBeNull();
    await store.close();
  });

  it('when a user has no Gemini key, then a 429 notes nothing', async () => {
    const { keys, store } = setup();
    await keys.putSecret('u5', 'driveToken', 'drive');

    await keys.noteGeminiTier('u5', true, 20);

    expect(await keys.geminiTier('u5')).toBeNull();
    expect((await store.get<Record<string, unknown>>('userSecrets', 'u5'))?.geminiTier).toBeUndefined();
    await store.close();
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../testing/temp-dir';
import { LocalKeyWrapper } from './local-key-wrapper';

const temp = tempDir();
afterAll(() => temp.remove());

describe('LocalKeyWrapper', () => {
  it('when no master key exists, then one is created in a file only its owner can read, and reused after', async () => {
    const file = path.join(temp.dir, 'keys', 'master.key');
    const wrapper = LocalKeyWrapper.fromEnvOrFile(undefined, file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const wrapped = await wrapper.wrap(Buffer.alloc(32, 7), 'user:u1');
    const again = LocalKeyWrapper.fromEnvOrFile(undefined, file);
    expect(await again.unwrap(wrapped, 'user:u1')).toEqual(Buffer.alloc(32, 7));
  });

  it('when unwrapped with another context or a tampered value, then it fails', async () => {
    const wrapper = new LocalKeyWrapper(Buffer.alloc(32, 1));
    const wrapped = await wrapper.wrap(Buffer.alloc(32, 9), 'user:u1');
    await expect(wrapper.unwrap(wrapped, 'user:u2')).rejects.toThrow();
    const [iv, body, tag] = wrapped.split('.');
    const bad = Buffer.from(body ?? '', 'base64url');
    bad[0] = (bad[0] ?? 0) ^ 1;
    await expect(wrapper.unwrap([iv, bad.toString('base64url'), tag].join('.'), 'user:u1')).rejects.toThrow();
  });
});

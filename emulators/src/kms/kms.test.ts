import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KeyManagementServiceClient } from '@google-cloud/kms';
import { OAuth2Client } from 'google-auth-library';
import type { ClientOptions } from 'google-gax';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningEmulators, startEmulators } from '../server';
import { crc32c } from './crc32c';

const KEY = 'projects/demo-quarry/locations/global/keyRings/quarry/cryptoKeys/user-data-keys';
const AAD = Buffer.from('quarry|v1|uid-1|dataKey');

function kmsFor(url: string, accessToken = 'static-test-token'): KeyManagementServiceClient {
  const authClient = new OAuth2Client();
  authClient.setCredentials({ access_token: accessToken });
  return new KeyManagementServiceClient({
    apiEndpoint: '127.0.0.1',
    port: Number(new URL(url).port),
    protocol: 'http',
    fallback: true,
    // Same class, two installed copies (google-gax pins its own google-auth-library), so the
    // private members make the types differ; at run time it is what the client expects.
    authClient: authClient as unknown as ClientOptions['authClient'],
  });
}

// With google-gax 6 the fallback client surfaces HTTP errors as GoogleError: the gRPC code
// (3 = INVALID_ARGUMENT), the HTTP status and Google's message, against real KMS as here.
describe('Cloud KMS emulator', () => {
  let emulators: RunningEmulators;
  let stateDir: string;
  beforeEach(async () => {
    stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kms-emulator-'));
    emulators = await startEmulators({ port: 0, stateDir });
  });
  afterEach(async () => {
    await emulators.stop();
    fs.rmSync(stateDir, { recursive: true, force: true });
  });

  it('when data is encrypted and decrypted with the same AAD, then the plaintext comes back with checksums', async () => {
    const kms = kmsFor(emulators.url);
    const plaintext = Buffer.from('a 32-byte data key, for example!');
    const [encrypted] = await kms.encrypt({
      name: KEY,
      plaintext,
      additionalAuthenticatedData: AAD,
      plaintextCrc32c: { value: crc32c(plaintext) },
    });
    expect(encrypted.name).toBe(`${KEY}/cryptoKeyVersions/1`);
    expect(encrypted.verifiedPlaintextCrc32c).toBe(true);
    expect(encrypted.protectionLevel).toBe('SOFTWARE');
    const ciphertext = Buffer.from(encrypted.ciphertext as Uint8Array);
    expect(ciphertext.includes(plaintext)).toBe(false);
    expect(Number(encrypted.ciphertextCrc32c?.value)).toBe(crc32c(ciphertext));

    const [decrypted] = await kms.decrypt({ name: KEY, ciphertext, additionalAuthenticatedData: AAD });
    expect(Buffer.from(decrypted.plaintext as Uint8Array)).toEqual(plaintext);
    expect(Number(decrypted.plaintextCrc32c?.value)).toBe(crc32c(plaintext));
    expect(decrypted.usedPrimary).toBe(true);
  });

  it('when the AAD differs at decrypt, then KMS refuses with INVALID_ARGUMENT', async () => {
    const kms = kmsFor(emulators.url);
    const [encrypted] = await kms.encrypt({
      name: KEY,
      plaintext: Buffer.from('secret'),
      additionalAuthenticatedData: AAD,
    });
    await expect(
      kms.decrypt({
        name: KEY,
        ciphertext: encrypted.ciphertext,
        additionalAuthenticatedData: Buffer.from('quarry|v1|uid-2|dataKey'),
      }),
    ).rejects.toMatchObject({
      code: 3,
      httpStatusCode: 400,
      message: expect.stringContaining('Decryption failed: the ciphertext is invalid.'),
    });
  });

  it('when one byte of the ciphertext is changed, then decryption fails', async () => {
    const kms = kmsFor(emulators.url);
    const [encrypted] = await kms.encrypt({ name: KEY, plaintext: Buffer.from('secret') });
    const tampered = Buffer.from(encrypted.ciphertext as Uint8Array);
    tampered[tampered.length - 20]! ^= 0x01;
    await expect(kms.decrypt({ name: KEY, ciphertext: tampered })).rejects.toMatchObject({
      code: 3,
      httpStatusCode: 400,
    });
  });

  it('when ciphertext of one key is decrypted with another key, then decryption fails', async () => {
    const kms = kmsFor(emulators.url);
    const [encrypted] = await kms.encrypt({ name: KEY, plaintext: Buffer.from('secret') });
    await expect(
      kms.decrypt({ name: `${KEY}-other`, ciphertext: encrypted.ciphertext }),
    ).rejects.toMatchObject({
      code: 3,
      httpStatusCode: 400,
      message: expect.stringContaining('Decryption failed: the ciphertext is invalid.'),
    });
  });

  it('when the plaintext checksum is wrong, then encrypt is refused', async () => {
    const kms = kmsFor(emulators.url);
    await expect(
      kms.encrypt({ name: KEY, plaintext: Buffer.from('secret'), plaintextCrc32c: { value: 12345 } }),
    ).rejects.toMatchObject({
      code: 3,
      httpStatusCode: 400,
      message: expect.stringContaining('plaintext_crc32c'),
    });
  });

  it('when the emulator restarts on the same state directory, then old ciphertext still decrypts', async () => {
    const [encrypted] = await kmsFor(emulators.url).encrypt({
      name: KEY,
      plaintext: Buffer.from('survives restarts'),
      additionalAuthenticatedData: AAD,
    });
    await emulators.stop();
    emulators = await startEmulators({ port: 0, stateDir });

    const [decrypted] = await kmsFor(emulators.url).decrypt({
      name: KEY,
      ciphertext: encrypted.ciphertext,
      additionalAuthenticatedData: AAD,
    });
    expect(Buffer.from(decrypted.plaintext as Uint8Array).toString()).toBe('survives restarts');
  });

  it("when no Bearer token is sent, then the answer is 401 UNAUTHENTICATED in Google's error shape", async () => {
    const response = await fetch(`${emulators.url}/v1/${KEY}:encrypt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ plaintext: Buffer.from('x').toString('base64') }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 401, status: 'UNAUTHENTICATED' } });
  });
});

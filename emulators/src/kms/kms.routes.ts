import express, { type Request, type Response, Router } from 'express';
import type { EmulatorContext } from '../shared/context';
import { crc32c } from './crc32c';
import { googleError, invalidArgument, UNAUTHENTICATED_MESSAGE } from './kms-errors';
import { bytesField, checksumField } from './kms-fields';
import { KmsKeys } from './kms-keys';

const KEY = '^projects/[^/]+/locations/[^/]+/keyRings/[^/]+/cryptoKeys/[^/:]+';
const KEY_NAME = new RegExp(`${KEY}$`);
const VERSION_NAME = new RegExp(`^(${KEY})/cryptoKeyVersions/(\\d+)$`);
const MAX_BYTES = 64 * 1024;
const INVALID_CIPHERTEXT = 'Decryption failed: the ciphertext is invalid.';

/** Proto enums go out as names, or as numbers when the client asks with `$alt=json;enum-encoding=int`. */
function protectionLevel(req: Request): string | number {
  return String(req.query.$alt ?? '').includes('enum-encoding=int') ? 1 : 'SOFTWARE';
}

/**
 * Cloud KMS encrypt and decrypt at the REST paths the @google-cloud/kms fallback client posts to.
 * Any Bearer token is accepted (the client's credentials are not what is being tested).
 */
export function kmsRoutes(context: EmulatorContext): Router {
  const keys = new KmsKeys(context.stateDir);
  const router = Router();

  const encrypt = (req: Request, res: Response, name: string, body: Record<string, unknown>) => {
    const version = VERSION_NAME.exec(name);
    const keyName = version ? version[1]! : name;
    if (!version && !KEY_NAME.test(name)) return googleError(res, 404, 'NOT_FOUND', `${name} not found.`);
    const plaintext = bytesField(body, 'plaintext');
    const aad = bytesField(body, 'additionalAuthenticatedData');
    if (typeof plaintext === 'string') return invalidArgument(res, plaintext);
    if (typeof aad === 'string') return invalidArgument(res, aad);
    if (plaintext.length === 0) return invalidArgument(res, 'Plaintext is required.');
    if (plaintext.length > MAX_BYTES)
      return invalidArgument(res, `The plaintext must be at most ${MAX_BYTES} bytes.`);
    if (aad.length > MAX_BYTES)
      return invalidArgument(res, `The additional authenticated data must be at most ${MAX_BYTES} bytes.`);
    const plaintextCheck = checksumField(body, 'plaintextCrc32c', plaintext, 'plaintext');
    const aadCheck = checksumField(
      body,
      'additionalAuthenticatedDataCrc32c',
      aad,
      'additionalAuthenticatedData',
    );
    if (typeof plaintextCheck === 'string') return invalidArgument(res, plaintextCheck);
    if (typeof aadCheck === 'string') return invalidArgument(res, aadCheck);
    const sealed = keys.encrypt(keyName, plaintext, aad, version ? Number(version[2]) : undefined);
    if (!sealed) return googleError(res, 404, 'NOT_FOUND', `${name} not found.`);
    res.json({
      name: `${keyName}/cryptoKeyVersions/${sealed.version}`,
      ciphertext: sealed.ciphertext.toString('base64'),
      ciphertextCrc32c: String(crc32c(sealed.ciphertext)),
      verifiedPlaintextCrc32c: plaintextCheck === true,
      verifiedAdditionalAuthenticatedDataCrc32c: aadCheck === true,
      protectionLevel: protectionLevel(req),
    });
  };

  const decrypt = (req: Request, res: Response, name: string, body: Record<string, unknown>) => {
    if (!KEY_NAME.test(name)) return googleError(res, 404, 'NOT_FOUND', `${name} not found.`);
    const ciphertext = bytesField(body, 'ciphertext');
    const aad = bytesField(body, 'additionalAuthenticatedData');
    if (typeof ciphertext === 'string') return invalidArgument(res, ciphertext);
    if (typeof aad === 'string') return invalidArgument(res, aad);
    if (ciphertext.length === 0) return invalidArgument(res, 'Ciphertext is required.');
    const ciphertextCheck = checksumField(body, 'ciphertextCrc32c', ciphertext, 'ciphertext');
    const aadCheck = checksumField(
      body,
      'additionalAuthenticatedDataCrc32c',
      aad,
      'additionalAuthenticatedData',
    );
    if (typeof ciphertextCheck === 'string') return invalidArgument(res, ciphertextCheck);
    if (typeof aadCheck === 'string') return invalidArgument(res, aadCheck);
    const opened = keys.decrypt(name, ciphertext, aad);
    if (!opened) return invalidArgument(res, INVALID_CIPHERTEXT);
    res.json({
      plaintext: opened.plaintext.toString('base64'),
      plaintextCrc32c: String(crc32c(opened.plaintext)),
      usedPrimary: opened.usedPrimary,
      protectionLevel: protectionLevel(req),
    });
  };

  router.post(/^\/v1\/(projects\/.+):(encrypt|decrypt)$/, express.json({ limit: '1mb' }), (req, res) => {
    if (!/^Bearer \S+$/i.test(req.get('authorization') ?? '')) {
      return googleError(res, 401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
    }
    const params = req.params as unknown as Record<string, string>;
    const name = params[0] ?? '';
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<
      string,
      unknown
    >;
    if (params[1] === 'encrypt') encrypt(req, res, name, body);
    else decrypt(req, res, name, body);
  });

  return router;
}

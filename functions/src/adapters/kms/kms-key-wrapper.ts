import { KeyManagementServiceClient } from '@google-cloud/kms';
import { OAuth2Client } from 'google-auth-library';
import type { ClientOptions } from 'google-gax';
import type { KeyWrapper } from '../../ports/key-wrapper.port';

/**
 * Wraps data keys with a Cloud KMS symmetric key; the context is bound as additional authenticated
 * data. With `emulatorUrl` the same client talks to the local KMS emulator over HTTP (REST fallback).
 */
export class KmsKeyWrapper implements KeyWrapper {
  readonly keyVersion: string;
  private readonly client: KeyManagementServiceClient;

  constructor(
    private readonly keyName: string,
    emulatorUrl?: string,
  ) {
    this.keyVersion = `kms:${keyName}`;
    if (emulatorUrl) {
      const url = new URL(emulatorUrl);
      const authClient = new OAuth2Client();
      authClient.setCredentials({ access_token: 'local-emulator' });
      this.client = new KeyManagementServiceClient({
        apiEndpoint: url.hostname,
        port: Number(url.port),
        protocol: url.protocol.replace(':', ''),
        fallback: true,
        // google-gax types its auth client against its own copy of google-auth-library; the
        // OAuth2Client we pass (holding a static token for the emulator) is the same at runtime.
        authClient: authClient as unknown as ClientOptions['authClient'],
      });
    } else {
      this.client = new KeyManagementServiceClient();
    }
  }

  async wrap(dataKey: Buffer, context: string): Promise<string> {
    const [result] = await this.client.encrypt({
      name: this.keyName,
      plaintext: dataKey,
      additionalAuthenticatedData: Buffer.from(context, 'utf8'),
    });
    if (!result.ciphertext) throw new Error('KMS returned no ciphertext');
    return Buffer.from(result.ciphertext as Uint8Array | string).toString('base64');
  }

  async unwrap(wrapped: string, context: string): Promise<Buffer> {
    const [result] = await this.client.decrypt({
      name: this.keyName,
      ciphertext: Buffer.from(wrapped, 'base64'),
      additionalAuthenticatedData: Buffer.from(context, 'utf8'),
    });
    if (!result.plaintext) throw new Error('KMS returned no plaintext');
    return Buffer.from(result.plaintext as Uint8Array | string);
  }
}

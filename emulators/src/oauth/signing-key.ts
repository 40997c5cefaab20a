import crypto from 'node:crypto';
import { StateFile } from '../shared/state-file';

interface KeyState {
  kid: string;
  privateKeyPem: string;
  publicKeyPem: string;
}

/**
 * The RSA key the emulated Google signs ID tokens with. Kept in the state directory so ID tokens
 * stay verifiable across a restart; published like Google's at /oauth2/v3/certs (JWKS) and
 * /oauth2/v1/certs (PEM by kid).
 */
export class SigningKey {
  private readonly state: StateFile<KeyState>;

  constructor(stateDir: string | undefined) {
    this.state = new StateFile(stateDir, 'oauth-signing-key', () => {
      const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
      const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
      const der = publicKey.export({ type: 'spki', format: 'der' });
      return {
        kid: crypto.createHash('sha256').update(der).digest('hex').slice(0, 40),
        privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        publicKeyPem,
      };
    });
    if (stateDir) this.state.update(() => undefined);
  }

  sign(claims: Record<string, unknown>): string {
    const { kid, privateKeyPem } = this.state.get();
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const signed = `${encode({ alg: 'RS256', kid, typ: 'JWT' })}.${encode(claims)}`;
    const signature = crypto.sign('sha256', Buffer.from(signed), privateKeyPem).toString('base64url');
    return `${signed}.${signature}`;
  }

  /** The claims of a JWT this key signed, or undefined if the signature does not hold. */
  verify(jwt: string): Record<string, unknown> | undefined {
    const [header, payload, signature] = jwt.split('.');
    if (!header || !payload || !signature) return undefined;
    const ok = crypto.verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      this.state.get().publicKeyPem,
      Buffer.from(signature, 'base64url'),
    );
    if (!ok) return undefined;
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  }

  jwks(): { keys: Record<string, unknown>[] } {
    const { kid, publicKeyPem } = this.state.get();
    const jwk = crypto.createPublicKey(publicKeyPem).export({ format: 'jwk' });
    return { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid }] };
  }

  /** Google serves X.509 certificates here; a public key PEM verifies the same way in every client we use. */
  pemByKid(): Record<string, string> {
    const { kid, publicKeyPem } = this.state.get();
    return { [kid]: publicKeyPem };
  }
}

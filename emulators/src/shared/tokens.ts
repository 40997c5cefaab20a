import crypto from 'node:crypto';
import { StateFile } from './state-file';

/**
 * OAuth tokens the emulated Google issues and the emulated Drive accepts. Tokens are self-contained
 * and signed (so they stay valid across an emulator restart, like real ones), carry who, which
 * client and which scopes, and expire; revocations are persisted. Access tokens look like
 * `ya29.<payload>.<sig>`, refresh tokens like `1//<payload>.<sig>`.
 */
export interface TokenGrant {
  email: string;
  clientId: string;
  scopes: string[];
}

interface Payload extends TokenGrant {
  kind: 'access' | 'refresh';
  id: string;
  /** For an access token, the refresh token it came from (revoking that revokes it too). */
  parent?: string;
  exp?: number;
}

interface TokenState {
  secret: string;
  revoked: string[];
  /** Access tokens issued before this time (ms) count as expired, per e-mail; a test control. */
  expiredBefore: Record<string, number>;
}

export const ACCESS_TOKEN_SECONDS = 3600;

export class TokenRegistry {
  private readonly state: StateFile<TokenState>;

  constructor(
    stateDir: string | undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.state = new StateFile(stateDir, 'tokens', () => ({
      secret: crypto.randomBytes(32).toString('hex'),
      revoked: [],
      expiredBefore: {},
    }));
    if (stateDir) this.state.update(() => undefined);
  }

  private sign(payload: Payload): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const sig = crypto.createHmac('sha256', this.state.get().secret).update(body).digest('base64url');
    return `${body}.${sig}`;
  }

  private verify(token: string, prefix: string): Payload | undefined {
    if (!token.startsWith(prefix)) return undefined;
    const [body, sig] = token.slice(prefix.length).split('.');
    if (!body || !sig) return undefined;
    const expected = crypto.createHmac('sha256', this.state.get().secret).update(body).digest('base64url');
    if (sig.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) {
      return undefined;
    }
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
    const { revoked } = this.state.get();
    if (revoked.includes(payload.id) || (payload.parent && revoked.includes(payload.parent)))
      return undefined;
    return payload;
  }

  issueRefreshToken(grant: TokenGrant): string {
    return `1//${this.sign({ ...grant, kind: 'refresh', id: crypto.randomUUID() })}`;
  }

  issueAccessToken(grant: TokenGrant, refreshToken?: string): { token: string; expiresIn: number } {
    const parent = refreshToken ? this.verify(refreshToken, '1//')?.id : undefined;
    const exp = this.now() + ACCESS_TOKEN_SECONDS * 1000;
    const payload: Payload = {
      ...grant,
      kind: 'access',
      id: crypto.randomUUID(),
      exp,
      ...(parent ? { parent } : {}),
    };
    return { token: `ya29.${this.sign(payload)}`, expiresIn: ACCESS_TOKEN_SECONDS };
  }

  /** The grant behind a live access token, or undefined if it is unknown, expired or revoked. */
  checkAccessToken(token: string): TokenGrant | undefined {
    const payload = this.verify(token, 'ya29.');
    if (payload?.kind !== 'access' || !payload.exp) return undefined;
    const issuedAt = payload.exp - ACCESS_TOKEN_SECONDS * 1000;
    const cutoff = this.state.get().expiredBefore[payload.email];
    if (payload.exp <= this.now() || (cutoff !== undefined && issuedAt < cutoff)) return undefined;
    return { email: payload.email, clientId: payload.clientId, scopes: payload.scopes };
  }

  checkRefreshToken(token: string): TokenGrant | undefined {
    const payload = this.verify(token, '1//');
    if (payload?.kind !== 'refresh') return undefined;
    return { email: payload.email, clientId: payload.clientId, scopes: payload.scopes };
  }

  /** Revokes an access or refresh token; revoking a refresh token kills its access tokens too. */
  revoke(token: string): boolean {
    const payload = this.verify(token, 'ya29.') ?? this.verify(token, '1//');
    if (!payload) return false;
    this.state.update((s) => {
      s.revoked.push(payload.id);
    });
    return true;
  }

  /** Test control: every access token issued so far for this e-mail is now expired. */
  expireAccessTokens(email: string): void {
    this.state.update((s) => {
      s.expiredBefore[email.toLowerCase()] = this.now() + 1;
    });
  }
}

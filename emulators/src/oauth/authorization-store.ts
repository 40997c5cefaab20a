import crypto from 'node:crypto';

/** An authorization request waiting for the person to pick an account and consent. */
export interface PendingAuthorization {
  id: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state?: string;
  prompts: string[];
  offline: boolean;
  loginHint?: string;
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
  email?: string;
  createdAt: number;
}

/** What an authorization code stands for until it is exchanged (once) at the token endpoint. */
export interface IssuedCode {
  clientId: string;
  redirectUri: string;
  email: string;
  scopes: string[];
  /** A refresh token comes with the code only if offline access was asked for and consent was shown. */
  withRefreshToken: boolean;
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
  expiresAt: number;
}

const PENDING_MS = 60 * 60 * 1000;
export const CODE_MS = 10 * 60 * 1000;

/** In memory on purpose: like Google's, a half-finished sign-in does not survive a restart. */
export class AuthorizationStore {
  private readonly pending = new Map<string, PendingAuthorization>();
  private readonly codes = new Map<string, IssuedCode>();

  constructor(private readonly now: () => number) {}

  open(request: Omit<PendingAuthorization, 'id' | 'createdAt'>): PendingAuthorization {
    this.prune();
    const pending = { ...request, id: crypto.randomBytes(18).toString('base64url'), createdAt: this.now() };
    this.pending.set(pending.id, pending);
    return pending;
  }

  find(id: string): PendingAuthorization | undefined {
    const pending = this.pending.get(id);
    return pending && pending.createdAt + PENDING_MS > this.now() ? pending : undefined;
  }

  close(id: string): void {
    this.pending.delete(id);
  }

  issueCode(details: Omit<IssuedCode, 'expiresAt'>): string {
    const code = `4/0A${crypto.randomBytes(45).toString('base64url')}`;
    this.codes.set(code, { ...details, expiresAt: this.now() + CODE_MS });
    return code;
  }

  /** Takes a code out for good: a code is single use whether or not the exchange then succeeds. */
  redeem(code: string): IssuedCode | 'unknown' | 'expired' {
    const issued = this.codes.get(code);
    if (!issued) return 'unknown';
    this.codes.delete(code);
    return issued.expiresAt > this.now() ? issued : 'expired';
  }

  private prune(): void {
    const now = this.now();
    for (const [id, p] of this.pending) if (p.createdAt + PENDING_MS <= now) this.pending.delete(id);
    for (const [code, c] of this.codes) if (c.expiresAt <= now) this.codes.delete(code);
  }
}

/** RFC 7636: the verifier must hash (S256) or equal (plain) the challenge sent with the request. */
export function verifierMatches(issued: IssuedCode, verifier: string): boolean {
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false;
  const expected =
    issued.codeChallengeMethod === 'plain'
      ? verifier
      : crypto.createHash('sha256').update(verifier).digest('base64url');
  const a = Buffer.from(expected);
  const b = Buffer.from(issued.codeChallenge ?? '');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

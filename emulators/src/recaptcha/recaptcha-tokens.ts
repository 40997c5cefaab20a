import crypto from 'node:crypto';

export const DEFAULT_SITE_KEY = 'quarry-local-site-key';
export const DEFAULT_SECRET = 'quarry-local-recaptcha-secret';
export const DEFAULT_SCORE = 0.9;
const TOKEN_MS = 2 * 60 * 1000;
/** Spent and expired tokens are remembered this long, to answer timeout-or-duplicate for them. */
const REMEMBER_MS = 60 * 60 * 1000;

/** Google's siteverify answer, field for field. */
export interface SiteVerifyResult {
  success: boolean;
  challenge_ts?: string;
  hostname?: string;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

interface IssuedToken {
  siteKey: string;
  action: string;
  hostname: string;
  score: number;
  issuedAt: number;
  used: boolean;
}

/**
 * reCAPTCHA v3 tokens: issued to the page script for a site key and action, each verifiable once
 * within two minutes. In memory: they are that short-lived.
 */
export class RecaptchaTokens {
  private readonly keys = new Map([[DEFAULT_SECRET, DEFAULT_SITE_KEY]]);
  private readonly issued = new Map<string, IssuedToken>();
  private nextScore = DEFAULT_SCORE;

  constructor(private readonly now: () => number) {}

  isSiteKey(siteKey: string): boolean {
    return [...this.keys.values()].includes(siteKey);
  }

  /** The score that tokens issued from now on carry (a test control: 0.1 looks like a bot). */
  setScore(score: number): void {
    this.nextScore = score;
  }

  issue(siteKey: string, action: string, hostname: string): string {
    const now = this.now();
    for (const [token, t] of this.issued) if (t.issuedAt + REMEMBER_MS <= now) this.issued.delete(token);
    const token = `03A${crypto.randomBytes(96).toString('base64url')}`;
    this.issued.set(token, { siteKey, action, hostname, score: this.nextScore, issuedAt: now, used: false });
    return token;
  }

  verify(secret: string | undefined, response: string | undefined): SiteVerifyResult {
    const errors: string[] = [];
    const siteKey = secret ? this.keys.get(secret) : undefined;
    if (!secret) errors.push('missing-input-secret');
    else if (!siteKey) errors.push('invalid-input-secret');
    if (!response) errors.push('missing-input-response');
    if (errors.length > 0 || !response) return { success: false, 'error-codes': errors };

    const token = this.issued.get(response);
    if (!token || token.siteKey !== siteKey)
      return { success: false, 'error-codes': ['invalid-input-response'] };
    const spent = token.used || token.issuedAt + TOKEN_MS <= this.now();
    token.used = true;
    if (spent) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    return {
      success: true,
      challenge_ts: new Date(token.issuedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      hostname: token.hostname,
      score: token.score,
      action: token.action,
    };
  }
}

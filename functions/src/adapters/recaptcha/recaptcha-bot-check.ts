import type { BotCheck } from '../../ports/bot-check.port';

const MIN_SCORE = 0.5;

interface SiteVerifyResponse {
  success: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

/** BotCheck on reCAPTCHA v3's siteverify endpoint (Google's, or the emulator's). */
export class RecaptchaBotCheck implements BotCheck {
  constructor(
    private readonly secret: string,
    private readonly verifyUrl = 'https://www.google.com/recaptcha/api/siteverify',
  ) {}

  async verify(token: string, expectedAction: string): Promise<{ human: boolean; reason?: string }> {
    const response = await fetch(this.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: this.secret, response: token }),
    });
    if (!response.ok) return { human: false, reason: `siteverify answered ${response.status}` };
    const result = (await response.json()) as SiteVerifyResponse;
    if (!result.success) return { human: false, reason: (result['error-codes'] ?? ['failed']).join(', ') };
    if (result.action !== expectedAction) return { human: false, reason: `action ${result.action}` };
    if ((result.score ?? 0) < MIN_SCORE) return { human: false, reason: `score ${result.score}` };
    return { human: true };
  }
}

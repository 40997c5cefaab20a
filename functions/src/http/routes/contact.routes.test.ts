import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMIT_PER_HOUR } from '../../domain/contact/send-contact-message';
import { BrowserSession } from '../../testing/browser-session';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';

/** The contact form's API: reCAPTCHA v3 (emulated) checked, stored, mailed to support (emulated SendGrid). */
let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack();
}, 60_000);
afterAll(() => stack?.stop());

async function recaptchaToken(action = 'contact_form'): Promise<string> {
  const response = await fetch(`${stack.emulators.url}/recaptcha/api/token`, {
    method: 'POST',
    body: new URLSearchParams({
      k: stack.app.config.services.recaptcha.siteKey,
      action,
      hostname: 'localhost',
    }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function supportMailbox(): Promise<{ subject: string; text: string; to: string[] }[]> {
  const response = await fetch(`${stack.emulators.url}/mailbox/api/messages?to=support@quarry.test`);
  return (await response.json()) as { subject: string; text: string; to: string[] }[];
}

const message = (email: string) => ({
  name: 'Ada Lovelace',
  email,
  subject: 'Scheduling question',
  message: 'Can reports run weekly on Mondays?',
});

describe('POST /api/contact', () => {
  it('when a person sends the form with a valid token, then the message is stored and arrives in the support mailbox', async () => {
    const session = new BrowserSession(stack.app.url);
    const response = await session.call('POST', '/api/contact', {
      ...message('ada@example.com'),
      recaptchaToken: await recaptchaToken(),
    });
    expect(response.status).toBe(200);
    const [mail] = await supportMailbox();
    expect(mail?.subject).toBe('[Quarry contact] Scheduling question');
    expect(mail?.text).toContain('Can reports run weekly on Mondays?');
    expect(await stack.app.deps.store.count('contactMessages')).toBe(1);
  });

  it('when the reCAPTCHA token is invalid, reused or for another action, then the message is refused and nothing is stored', async () => {
    const session = new BrowserSession(stack.app.url);
    const before = await stack.app.deps.store.count('contactMessages');
    const used = await recaptchaToken();
    await session.call('POST', '/api/contact', { ...message('bob@example.com'), recaptchaToken: used });
    const otherAction = await recaptchaToken('login');
    // Another message: the same one again within seconds would be the same action, answered as before.
    for (const token of ['not-a-token', used, otherAction]) {
      const response = await session.call('POST', '/api/contact', {
        ...message('bob@example.com'),
        message: 'A second question, with a bad token',
        recaptchaToken: token,
      });
      expect(response.status).toBe(400);
      expect(response.json.message).toBe('reCAPTCHA verification failed. Please refresh and try again.');
    }
    expect(await stack.app.deps.store.count('contactMessages')).toBe(before + 1);
  });

  it('when a field is missing, then it answers 400 naming it and nothing is stored', async () => {
    const before = await stack.app.deps.store.count('contactMessages');
    const response = await new BrowserSession(stack.app.url).call('POST', '/api/contact', {
      ...message(''),
      recaptchaToken: await recaptchaToken(),
    });
    expect(response.status).toBe(400);
    expect(String(response.json.message)).toContain('email');
    expect(await stack.app.deps.store.count('contactMessages')).toBe(before);
  });

  it('when one address sends more than the hourly limit, then the extra messages are refused', async () => {
    const session = new BrowserSession(stack.app.url);
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_LIMIT_PER_HOUR; i++) {
      const response = await session.call('POST', '/api/contact', {
        ...message('chatty@example.com'),
        message: `Question number ${i}`,
        recaptchaToken: await recaptchaToken(),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(CONTACT_LIMIT_PER_HOUR).fill(200), 429]);
  });

  it('when one client posts more often than its limit, then the next post gets 429 with Retry-After and is neither stored nor mailed, while other clients go on', async () => {
    const post = (client: string, body: object) =>
      fetch(`${stack.app.url}/api/contact`, {
        method: 'POST',
        headers: { origin: stack.app.url, 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify(body),
      });
    // Every post counts, even one the form itself would refuse.
    const { limit } = stack.app.config.rateLimits.contact;
    for (let i = 0; i < limit; i++) expect((await post('203.0.113.9', {})).status).toBe(400);
    const [stored, mailed] = [
      await stack.app.deps.store.count('contactMessages'),
      (await supportMailbox()).length,
    ];

    const refused = await post('203.0.113.9', {
      ...message('late@example.com'),
      recaptchaToken: await recaptchaToken(),
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: 'Too many requests. Please wait 10 minutes and try again.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stack.app.deps.store.count('contactMessages')).toBe(stored);
    expect((await supportMailbox()).length).toBe(mailed);

    const other = await post('198.51.100.4', {
      ...message('other@example.com'),
      recaptchaToken: await recaptchaToken(),
    });
    expect(other.status).toBe(200);
  });
});

import type { Config } from './config';
import { STRIPE_WEBHOOK_PATH } from './http/routes/stripe-webhook.routes';

/** The emulated Google's sign-in pages must know this app's exact redirect URIs. */
export function oauthRedirectUris(config: Config): string[] {
  return config.allowedOrigins.flatMap((origin) =>
    ['/oauth-callback', '/drive-callback', '/drive-file-callback', '/oauth'].map((page) => origin + page),
  );
}

async function post(url: string, body: unknown, what: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`Could not register Quarry with the emulated ${what}: ${response.status}`);
}

/**
 * Local mode only: tells the emulators about this app, as a deployer does once in Google's and
 * Stripe's consoles. The OAuth client gets its redirect URIs; Stripe gets the webhook endpoint,
 * signed with STRIPE_WEBHOOK_SECRET. The webhook address uses the bound host, never `localhost`,
 * which may resolve to an IPv6 address the app does not listen on.
 */
export async function registerWithEmulators(config: Config): Promise<void> {
  const emulators = config.emulatorsUrl;
  if (!emulators) return;
  await post(
    `${emulators}/__control/oauth/clients`,
    {
      clientId: config.services.oauth.clientId,
      clientSecret: config.services.oauth.clientSecret,
      redirectUris: oauthRedirectUris(config),
      name: 'Quarry',
    },
    'Google',
  );
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  await post(
    `${emulators}/__control/stripe/webhook-endpoints`,
    {
      url: `http://${host}:${config.port}/api${STRIPE_WEBHOOK_PATH}`,
      secret: config.services.stripe.webhookSecret,
    },
    'Stripe',
  );
}

import { defineSecret, defineString, type SecretParam, type StringParam } from 'firebase-functions/params';
import type { CloudSettingName, SecretName } from '../config-names';

/**
 * What each Cloud Function is configured with, declared to Firebase: `firebase deploy` asks for any
 * plain setting missing from functions/.env.<project>, refuses a secret missing from Cloud Secret
 * Manager, and mounts each secret only into the functions listed for it below. Values are read at
 * a function's first invocation (cloud-config.ts), never while `firebase deploy` loads the module.
 */

type Named<P, N extends string> = P & { readonly name: N };

const secret = (name: SecretName, description: string) =>
  defineSecret(name, { description }) as Named<SecretParam, SecretName>;

export const SECRETS = {
  oauthClientSecret: secret('GOOGLE_OAUTH_CLIENT_SECRET', 'The Google OAuth client secret (sign-in, Drive).'),
  stripeSecretKey: secret('STRIPE_SECRET_KEY', 'The Stripe secret API key.'),
  stripeWebhookSecret: secret('STRIPE_WEBHOOK_SECRET', 'The Stripe webhook signing secret.'),
  sendgridApiKey: secret('SENDGRID_API_KEY', 'The SendGrid API key (mail).'),
  recaptchaSecretKey: secret('RECAPTCHA_SECRET_KEY', 'The reCAPTCHA secret key (contact form).'),
  linkSigningSecret: secret(
    'LINK_SIGNING_SECRET',
    'Signs one-click unsubscribe links: 32 characters or more.',
  ),
};

/**
 * Each function's secrets, from the code paths it runs (docs/decisions/platform.md):
 * - api: every one (sign-in, billing and its webhook, mail, the contact form, unsubscribe links);
 * - reportWorker: the OAuth client (it renews the owner's Drive token), mail and link signing for
 *   the completion e-mail and the scheduled deliveries;
 * - tick: mail and link signing (it retries owed deliveries) and the OAuth client (it reads watching
 *   owners' Drive changes, docs/decisions/watching.md, renewing their Drive token); it never reaches Stripe;
 * - accountWorker: Stripe (a deletion cancels the subscription), mail (it tells the members of
 *   teams it deletes) and the OAuth client (a data download shows others' shared reports as the
 *   person's own Drive lets them open the sources, renewing their Drive token,
 *   docs/decisions/sharing-and-teams.md); the webhook secret only because the Stripe client is built with it;
 * - retentionSweep: none (it only deletes from Firestore).
 */
export const FUNCTION_SECRETS = {
  api: Object.values(SECRETS),
  reportWorker: [SECRETS.oauthClientSecret, SECRETS.sendgridApiKey, SECRETS.linkSigningSecret],
  tick: [SECRETS.oauthClientSecret, SECRETS.sendgridApiKey, SECRETS.linkSigningSecret],
  accountWorker: [
    SECRETS.stripeSecretKey,
    SECRETS.stripeWebhookSecret,
    SECRETS.sendgridApiKey,
    SECRETS.oauthClientSecret,
  ],
  retentionSweep: [],
} satisfies Record<string, Named<SecretParam, SecretName>[]>;

export type CloudFunctionName = keyof typeof FUNCTION_SECRETS;

const setting = (name: CloudSettingName, description: string) =>
  defineString(name, { description }) as Named<StringParam, CloudSettingName>;

/** The plain settings every function reads; the optional tuning ones stay plain environment. */
export const SETTINGS = [
  setting('APP_ORIGIN', 'The origin the web app is served from, e.g. https://quarry.example.com.'),
  setting('SYS_ADMIN_EMAIL', "The system administrator's Google account e-mail."),
  setting('GOOGLE_OAUTH_CLIENT_ID', 'The Google OAuth client id.'),
  setting('KMS_KEY_NAME', "The Cloud KMS key that wraps users' data keys (projects/.../cryptoKeys/...)."),
  setting('STRIPE_PRICE_ID', "The Teams plan's Stripe price id."),
  setting('STRIPE_PUBLISHABLE_KEY', 'The Stripe publishable key (the browser uses it).'),
  setting('MAIL_FROM', 'The address e-mails are sent from.'),
  setting('SUPPORT_EMAIL', 'Where the contact form sends messages.'),
  setting('RECAPTCHA_SITE_KEY', 'The reCAPTCHA site key (the browser uses it).'),
  setting('WEB_FIREBASE_API_KEY', "The Firebase web app's API key (the browser's live feed)."),
  setting('GOOGLE_PICKER_API_KEY', 'An API key with the Google Picker API enabled (the browser uses it).'),
  setting('GOOGLE_PICKER_APP_ID', 'The Cloud project number of the OAuth client (the Google Picker app id).'),
];

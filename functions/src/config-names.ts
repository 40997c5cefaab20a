/**
 * The names cloud mode's settings arrive under, apart from their parser (config.ts) so the
 * functions entry (index.ts) can declare them to Firebase without loading it.
 */

/**
 * Secrets. In the cloud each is a Cloud Secret Manager secret of the same name, bound only to the
 * functions whose code uses it (cloud/params.ts); locally they come from the environment.
 */
export const SECRET_NAMES = [
  'GOOGLE_OAUTH_CLIENT_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SENDGRID_API_KEY',
  'RECAPTCHA_SECRET_KEY',
  'LINK_SIGNING_SECRET',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/** The plain settings cloud mode needs: params, set per project in functions/.env.<project>. */
export const CLOUD_SETTINGS = [
  'APP_ORIGIN',
  'SYS_ADMIN_EMAIL',
  'GOOGLE_OAUTH_CLIENT_ID',
  'KMS_KEY_NAME',
  'STRIPE_PRICE_ID',
  'STRIPE_PUBLISHABLE_KEY',
  'MAIL_FROM',
  'SUPPORT_EMAIL',
  'RECAPTCHA_SITE_KEY',
  'WEB_FIREBASE_API_KEY',
  'GOOGLE_PICKER_API_KEY',
  'GOOGLE_PICKER_APP_ID',
] as const;
export type CloudSettingName = (typeof CLOUD_SETTINGS)[number];

import { z } from 'zod';

/** What the SPA needs to know about its deployment before anyone signs in. */
export const PublicConfigResponse = z.object({
  recaptchaSiteKey: z.string(),
  /** The reCAPTCHA v3 script (Google's, or the local emulator's). */
  recaptchaScriptUrl: z.string(),
});
export type PublicConfigResponse = z.infer<typeof PublicConfigResponse>;

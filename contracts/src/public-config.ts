import { z } from 'zod';
import { FolderPickerConfig } from './exports';
import { CardFormConfig } from './subscription';

/** What the SPA needs to know about its deployment before anyone signs in. */
export const PublicConfigResponse = z.object({
  recaptchaSiteKey: z.string(),
  /** The reCAPTCHA v3 script (Google's, or the local emulator's). */
  recaptchaScriptUrl: z.string(),
  /** How /subscribe collects a card (Stripe Elements in the cloud, the emulator's page locally). */
  cardForm: CardFormConfig,
  /** How a folder is chosen for Google Docs (Google's Picker in the cloud, the emulator's page locally). */
  folderPicker: FolderPickerConfig,
});
export type PublicConfigResponse = z.infer<typeof PublicConfigResponse>;

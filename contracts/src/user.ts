import { z } from 'zod';

export const UserType = z.enum(['creator', 'team_member']);
export type UserType = z.infer<typeof UserType>;

export const ProfileResponse = z.object({
  email: z.string(),
  name: z.string(),
  picture: z.string().optional(),
  userType: UserType,
  isTeamMemberOnly: z.boolean(),
  isSetupComplete: z.boolean(),
  /** Decided on the server (SYS_ADMIN_EMAIL); the SPA only uses it to show the Sys Admin menu item. */
  isSysAdmin: z.boolean(),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

export const GeminiKeyRequest = z.object({
  geminiApiKey: z.string().trim().min(1, 'API Key Required: Please enter your Gemini API key to continue.'),
});
export const GeminiKeyResponse = z.object({
  is_new_user: z.boolean(),
  userType: UserType,
  message: z.string(),
});
export type GeminiKeyResponse = z.infer<typeof GeminiKeyResponse>;

export const REQUIRED_KEYS = 3;
export const KeyStatusResponse = z.object({ totalKeys: z.number().int() });
export const CheckDriveTokenResponse = z.object({ token_exists: z.boolean() });
export const CheckGeminiKeyResponse = z.object({ key_exists: z.boolean() });

export const DriveDirectory = z.object({ id: z.string(), name: z.string(), path: z.string().optional() });
export type DriveDirectory = z.infer<typeof DriveDirectory>;

const RetentionDays = z.coerce.number().int().min(1).max(365);

/** Stored preferences. Retention days travel as strings in the spec's payloads; both are accepted. */
export const Preferences = z.object({
  deepResearch: z.boolean(),
  notifyOnCompletion: z.boolean(),
  chatRetentionDays: RetentionDays,
  reportRetentionDays: RetentionDays,
  timezone: z.string().min(1),
  systemQuery: z.string().max(5000),
  maxKeywords: z.coerce.number().int().min(5).max(30),
  enableIntroduction: z.boolean(),
  enableConclusion: z.boolean(),
  selectedDriveDirectories: z.array(DriveDirectory).max(500),
});
export type Preferences = z.infer<typeof Preferences>;

export const DEFAULT_PREFERENCES: Preferences = {
  deepResearch: true,
  notifyOnCompletion: false,
  chatRetentionDays: 30,
  reportRetentionDays: 365,
  timezone: 'America/Los_Angeles',
  systemQuery: '',
  maxKeywords: 30,
  enableIntroduction: true,
  enableConclusion: true,
  selectedDriveDirectories: [],
};

export const PreferencesResponse = z.object({ preferences: Preferences });
/** PUT accepts any subset; selectedDriveDirectories may also come as JSON text (the spec's form). */
export const PreferencesUpdate = Preferences.extend({
  selectedDriveDirectories: z.union([
    z.array(DriveDirectory).max(500),
    z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON list of directories' });
          return z.NEVER;
        }
      })
      .pipe(z.array(DriveDirectory).max(500)),
  ]),
})
  .partial()
  .strict();
export type PreferencesUpdate = z.infer<typeof PreferencesUpdate>;

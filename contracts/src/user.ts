import { z } from 'zod';
import { listForm, listOrJsonText } from './json-text';
import { DEFAULT_TIMEZONE, ListedTimezone } from './timezones';

export const SYSTEM_QUERY_MAX_LENGTH = 5000;

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

export const GEMINI_KEY_REQUIRED_MESSAGE = 'API Key Required: Please enter your Gemini API key to continue.';
/** Shown under the SPA's 'Validation Failed' toast title, so it says what is wrong rather than repeating it. */
export const GEMINI_KEY_MALFORMED_MESSAGE =
  'This is not a Gemini API key. Copy the key exactly as Google AI Studio shows it (it begins with AIza).';
/**
 * What a Google API key can be. Today's are "AIza" + 35 of [A-Za-z0-9_-]; the check is looser (20 to
 * 100 URL- or base64-safe characters) so a future format still reaches Gemini, which has the last word.
 * Anything else (control or bidi characters, emoji, lone surrogates, megabytes) never leaves the server.
 */
const GEMINI_KEY_SHAPE = /^[A-Za-z0-9._~+/=-]{20,100}$/;

export const GeminiKey = z
  .string({
    error: (issue) =>
      issue.input === undefined ? GEMINI_KEY_REQUIRED_MESSAGE : GEMINI_KEY_MALFORMED_MESSAGE,
  })
  .trim()
  .min(1, { error: GEMINI_KEY_REQUIRED_MESSAGE, abort: true })
  .regex(GEMINI_KEY_SHAPE, GEMINI_KEY_MALFORMED_MESSAGE);

export const GeminiKeyRequest = z.strictObject(
  { geminiApiKey: GeminiKey },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unexpected field: ${issue.keys.join(', ')}`
        : 'Send the key as {"geminiApiKey": "..."}',
  },
);
export const GeminiKeyResponse = z.object({
  is_new_user: z.boolean(),
  userType: UserType,
  message: z.string(),
});
export type GeminiKeyResponse = z.infer<typeof GeminiKeyResponse>;

export const REQUIRED_KEYS = 3;
/**
 * What Gemini's 429s said of the stored key (docs/architecture/reading-economy.md): on the free tier or not, and the
 * per-day request limit it named. Null until a 429 named a tier; a new key starts unknown.
 */
export const GeminiTier = z.object({
  freeTier: z.boolean(),
  requestsPerDay: z.number().int().positive().nullable(),
  /** When a 429 last said so. */
  seenAt: z.string(),
  /**
   * The model whose per-day limit `requestsPerDay` is (Gemini counts each model apart); absent from
   * notes older than it. A call on it that succeeds beyond the limit forgets the figure.
   */
  model: z.string().nullable().optional(),
});
export type GeminiTier = z.infer<typeof GeminiTier>;
export const KeyStatusResponse = z.object({ totalKeys: z.number().int() });
/**
 * GET /api/user/gemini-tier: what Gemini's 429s said of the stored key (docs/decisions/reading-economy.md), and how many small
 * documents one request reads (the server's packing rules), to say what a daily limit means.
 */
export const GeminiTierResponse = z.object({
  geminiTier: GeminiTier.nullable(),
  documentsPerCall: z.number().int().positive(),
});
export type GeminiTierResponse = z.infer<typeof GeminiTierResponse>;

/** Google's terms for keys on the free tier, as the Gemini API Additional Terms put it (read 2026-11-27, in effect since 2025-05-20). */
export const GEMINI_TERMS_URL = 'https://ai.google.dev/gemini-api/terms';
export const FREE_TIER_CONTENT_RULE =
  "On the free tier, Google may use what Quarry sends to Gemini for you (your questions and the text of the documents read) and Gemini's answers to improve its products, and people at Google may read them. Keys with billing turned on are not used this way.";

/** What a daily request limit means in documents: each request reads up to `documentsPerCall` small documents. */
export function documentsPerDay(requestsPerDay: number, documentsPerCall: number): number {
  return requestsPerDay * Math.max(1, documentsPerCall);
}
/**
 * GET /api/v1/check-drive-token: whether a Drive grant is stored, and (for /drive-debug) what it
 * is: never the token itself, only its scopes, the account it was granted by and when.
 */
export const CheckDriveTokenResponse = z.object({
  token_exists: z.boolean(),
  scopes: z.array(z.string()).optional(),
  grantedBy: z.string().optional(),
  grantedAt: z.string().optional(),
  refreshable: z.boolean().optional(),
});
export type CheckDriveTokenResponse = z.infer<typeof CheckDriveTokenResponse>;
export const CheckGeminiKeyResponse = z.object({ key_exists: z.boolean() });

/** Control characters, lone surrogates and bidi overrides: never part of a name anyone typed or Drive gave. */
const BROKEN_TEXT = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;

/**
 * A Drive folder the person picked. The id is Drive's, or (older saved reports) the folder's path,
 * so it is checked only for being there and unbroken; the caps sit far above real folders.
 */
export const DriveDirectory = z.object({
  id: z
    .string()
    .max(256)
    .refine((id) => id.trim() !== '' && !BROKEN_TEXT.test(id), 'must be a Drive folder id'),
  name: z.string().max(2000),
  path: z.string().max(10_000).optional(),
});
export type DriveDirectory = z.infer<typeof DriveDirectory>;

const RetentionDays = z.coerce.number().int().min(1).max(365);

/** Stored preferences, as GET answers them. What a PUT may change is stricter: PreferencesUpdate. */
export const Preferences = z.object({
  deepResearch: z.boolean(),
  notifyOnCompletion: z.boolean(),
  chatRetentionDays: RetentionDays,
  reportRetentionDays: RetentionDays,
  timezone: z.string().min(1),
  /**
   * Whether the person chose `timezone` (a PUT that named one). Until they do, their zone is the
   * browser's and `timezone` only the product's default (docs/decisions/web.md): one rule, web/src/lib/time-zone.ts.
   */
  timezoneChosen: z.boolean().default(false),
  systemQuery: z.string().max(SYSTEM_QUERY_MAX_LENGTH),
  maxKeywords: z.coerce.number().int().min(5).max(30),
  enableIntroduction: z.boolean(),
  enableConclusion: z.boolean(),
  selectedDriveDirectories: z.array(DriveDirectory).max(500),
  /** US dollars of estimated model cost in a calendar month (UTC) past which one e-mail warns; null: off. */
  monthlySpendAlertUsd: z.number().nullable().default(null),
  /** US dollars of estimated model cost one report may spend (docs/architecture/reading-economy.md); null: no cap. */
  reportCostCapUsd: z.number().nullable().default(null),
});
export type Preferences = z.infer<typeof Preferences>;

export const DEFAULT_PREFERENCES: Preferences = {
  deepResearch: true,
  notifyOnCompletion: false,
  chatRetentionDays: 30,
  reportRetentionDays: 365,
  timezone: DEFAULT_TIMEZONE,
  timezoneChosen: false,
  systemQuery: '',
  maxKeywords: 30,
  enableIntroduction: true,
  enableConclusion: true,
  selectedDriveDirectories: [],
  monthlySpendAlertUsd: null,
  reportCostCapUsd: null,
};

export const PreferencesResponse = z.object({ preferences: Preferences });

/**
 * A whole number in [min, max], as a JSON integer or (the spec's payloads) a string of digits.
 * Booleans, floats, "30abc", "", null and lists are refused: no z.coerce, which reads true as 1.
 */
function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .union([z.number(), z.string().regex(/^\d{1,6}$/, message)], { error: message })
    .transform(Number)
    .pipe(z.int({ error: message }).min(min, message).max(max, message));
}

/** Free text typed by the person: newlines and tabs, but no other control characters or broken UTF-16. */
const TYPED_TEXT = /^[^\p{Cc}\p{Cs}]*$/u;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;

const DirectoryList = z.array(DriveDirectory, listForm('folders ({id, name, path})')).max(500);

/**
 * PUT accepts any subset, and nothing else: an unknown key, or one bad field, refuses the whole
 * request. selectedDriveDirectories may also come as JSON text (the spec's form).
 */
/** A monthly spend alert's threshold: from one cent to $100,000. */
export const SpendAlertUsd = z
  .number({ error: 'must be an amount in US dollars' })
  .min(0.01, 'must be at least $0.01')
  .max(100_000, 'must be at most $100,000');

/** A report's cost cap: from one cent to $10,000. */
export const ReportCostCapUsd = z
  .number({ error: 'must be an amount in US dollars' })
  .min(0.01, 'must be at least $0.01')
  .max(10_000, 'must be at most $10,000');

export const PreferencesUpdate = z
  .strictObject({
    deepResearch: z.boolean(),
    notifyOnCompletion: z.boolean(),
    chatRetentionDays: wholeNumber(1, 365),
    reportRetentionDays: wholeNumber(1, 365),
    timezone: ListedTimezone,
    /** False: back to the browser's zone. Left out, naming a zone sets it (domain/accounts/account.ts). */
    timezoneChosen: z.boolean(),
    systemQuery: z
      .string()
      .max(SYSTEM_QUERY_MAX_LENGTH)
      .refine((text) => TYPED_TEXT.test(text.replace(LINE_BREAKS_AND_TABS, '')), {
        message: 'must be plain text: newlines and tabs are fine, other control characters are not',
      }),
    maxKeywords: wholeNumber(5, 30),
    enableIntroduction: z.boolean(),
    enableConclusion: z.boolean(),
    selectedDriveDirectories: listOrJsonText(DirectoryList),
    monthlySpendAlertUsd: z.union([z.null(), SpendAlertUsd]),
    reportCostCapUsd: z.union([z.null(), ReportCostCapUsd]),
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'Nothing to update: send at least one preference');
export type PreferencesUpdate = z.infer<typeof PreferencesUpdate>;

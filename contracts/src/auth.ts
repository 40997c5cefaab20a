import { z } from 'zod';

/**
 * Sign-in. The server creates the OAuth state (single use, 10 minutes) and the PKCE pair, so the
 * SPA first asks for the provider's URL, keeps the state in session storage (key oauth_state) and
 * sends the browser there; the return page posts the code and state back.
 *
 * The authorization-url call also sets (or reuses) the `__session` cookie, anonymous until sign-in,
 * and binds the state to it: a code posted back from any other browser is refused with 403
 * 'Invalid state parameter - possible CSRF attack'. The call is rate-limited per client (429 with
 * Retry-After and `{message}`).
 */
export const AuthPurpose = z.enum(['signin', 'drive', 'drive-file', 'legacy', 'team_member_signup']);
export type AuthPurpose = z.infer<typeof AuthPurpose>;

/**
 * `drive-file` is the incremental authorization to save reports as Google Docs (docs/decisions/exports.md): only
 * Drive's drive.file scope (files Quarry creates), asked for when someone first saves one; Google
 * returns to /drive-file-callback, which posts the code to /api/auth/drive-file-oauth.
 *
 * `team_member_signup` is the invitation landing page's sign-in (identity only, like `signin`;
 * a new account becomes a team member). `invitedEmail` preselects that account at Google.
 */
export const AuthorizationUrlRequest = z.object({
  purpose: AuthPurpose,
  invitedEmail: z.email('invitedEmail must be an e-mail address').max(254).optional(),
});
export const AuthorizationUrlResponse = z.object({
  url: z.string(),
  state: z.string(),
  redirectUri: z.string(),
});
export type AuthorizationUrlResponse = z.infer<typeof AuthorizationUrlResponse>;

const CodeReturn = {
  code: z.string().trim().min(1, 'No authorization code received from Google'),
  state: z.string().trim().min(1, 'Missing state parameter'),
  redirectUri: z.url(),
};

export const UnifiedOAuthRequest = z.object(CodeReturn);
export const UnifiedOAuthResponse = z.object({
  isTeamMemberSignup: z.boolean(),
  needsGeminiKey: z.boolean(),
  hasGoogleDriveAccess: z.boolean(),
  hasEncryptedDriveToken: z.boolean(),
});
export type UnifiedOAuthResponse = z.infer<typeof UnifiedOAuthResponse>;

/** Legacy /oauth page. The spec's payload is code and redirectUri; state is required too (PKCE). */
export const ExchangeCodeRequest = z.object(CodeReturn);
export const ExchangeCodeResponse = z.object({
  message: z.string(),
  isSetupComplete: z.boolean(),
  requiresSetup: z.boolean(),
  nextStep: z.string(),
});
export type ExchangeCodeResponse = z.infer<typeof ExchangeCodeResponse>;

export const UnifiedDriveOAuthRequest = z.object(CodeReturn);
export const UnifiedDriveOAuthResponse = z.object({ message: z.string(), hasGoogleDriveAccess: z.boolean() });

export const DriveFileOAuthRequest = z.object(CodeReturn);
export const DriveFileOAuthResponse = z.object({ message: z.string(), hasDriveFileAccess: z.boolean() });

export const SessionCheckResponse = z.object({ hasActiveSession: z.boolean() });
export const MessageResponse = z.object({ message: z.string() });

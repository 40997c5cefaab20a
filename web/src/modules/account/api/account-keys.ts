/**
 * Query keys of the signed-in account, shared by every screen that needs who is signed in. Each key
 * is its endpoint's URL split at '/', so the default data loader (which joins the parts) fetches it too.
 */
export const accountKeys = {
  profile: () => ['/api', 'user', 'profile'] as const,
  teams: () => ['/api', 'teams'] as const,
  preferences: () => ['/api', 'user', 'preferences'] as const,
  driveToken: () => ['/api', 'v1', 'check-drive-token'] as const,
  geminiTier: () => ['/api', 'user', 'gemini-tier'] as const,
};

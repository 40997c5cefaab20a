/**
 * Scope handling as Google does it: `email` and `profile` are granted under their full names
 * (userinfo.email, userinfo.profile), which is what token responses and tokeninfo report.
 */
const AUTH = 'https://www.googleapis.com/auth/';

export const SCOPE_EMAIL = `${AUTH}userinfo.email`;
export const SCOPE_PROFILE = `${AUTH}userinfo.profile`;

const ALIASES: Record<string, string> = { email: SCOPE_EMAIL, profile: SCOPE_PROFILE };

/** How the consent page words each scope (Google's own wording). */
const DESCRIPTIONS: Record<string, string> = {
  openid: 'Associate you with your personal info on Google',
  [SCOPE_EMAIL]: 'See your primary Google Account email address',
  [SCOPE_PROFILE]: "See your personal info, including any personal info you've made publicly available",
  [`${AUTH}drive`]: 'See, edit, create, and delete all of your Google Drive files',
  [`${AUTH}drive.readonly`]: 'See and download all your Google Drive files',
  [`${AUTH}drive.file`]:
    'See, edit, create, and delete only the specific Google Drive files you use with this app',
  [`${AUTH}drive.metadata.readonly`]: 'See information about your Google Drive files',
};

export interface ParsedScopes {
  scopes: string[];
  invalid: string[];
}

/** Splits a space-separated scope parameter, normalising aliases and keeping the request order. */
export function parseScopes(raw: string): ParsedScopes {
  const scopes: string[] = [];
  const invalid: string[] = [];
  for (const item of raw.split(/\s+/).filter(Boolean)) {
    const scope = ALIASES[item] ?? item;
    if (scope !== 'openid' && !scope.startsWith(AUTH)) invalid.push(item);
    else if (!scopes.includes(scope)) scopes.push(scope);
  }
  return { scopes, invalid };
}

export function describeScope(scope: string): string {
  return DESCRIPTIONS[scope] ?? `Access ${scope.slice(AUTH.length)} in your Google Account`;
}

import type { AuthPurpose } from '@quarry/contracts/auth';
import { SCOPES } from '../../ports/identity-provider.port';
import type { AccountDeps } from './account-deps';
import type { BrowserBinding } from './sessions';
import { loginRequired } from './sign-in';

/**
 * Sign-in asks Google only who the person is; read access to Drive is granted separately from
 * /onboarding (incremental authorization), so team members never grant Drive at all and a new
 * creator sees the spec's onboarding step. The legacy page asks for both at once.
 */
const FLOWS: Record<AuthPurpose, { path: string; scopes: string[]; prompt: 'select_account' | 'consent' }> = {
  signin: { path: '/oauth-callback', scopes: [...SCOPES.identity], prompt: 'select_account' },
  team_member_signup: { path: '/oauth-callback', scopes: [...SCOPES.identity], prompt: 'select_account' },
  drive: { path: '/drive-callback', scopes: [...SCOPES.identity, SCOPES.driveReadonly], prompt: 'consent' },
  // Saving reports as Google Docs (docs/decisions/exports.md): Drive's drive.file scope on top of what was granted
  // (include_granted_scopes). The identity scopes were granted at sign-in, so Google asks only for
  // drive.file; they bring the ID token that proves the grant is the signed-in person's.
  'drive-file': {
    path: '/drive-file-callback',
    scopes: [...SCOPES.identity, SCOPES.driveFile],
    prompt: 'consent',
  },
  legacy: { path: '/oauth', scopes: [...SCOPES.identity, SCOPES.driveReadonly], prompt: 'consent' },
};

/**
 * Starts an authorization: binds a new state to this browser's `__session` (its own, or a new
 * anonymous one the route then sets) and returns Google's address for it.
 */
export async function authorizationUrl(
  deps: AccountDeps,
  purpose: AuthPurpose,
  browser: { uid: string | null; token: string | undefined },
  invitedEmail?: string,
): Promise<{ url: string; state: string; redirectUri: string; binding: BrowserBinding }> {
  const signedInUid = browser.uid;
  if ((purpose === 'drive' || purpose === 'drive-file') && !signedInUid) throw loginRequired();
  const flow = FLOWS[purpose];
  const redirectUri = `${deps.appOrigin}${flow.path}`;
  const loginHint = signedInUid ? (await deps.users.get(signedInUid))?.email : invitedEmail;
  const binding = await deps.sessions.bindBrowser(browser.token);
  const { state, codeChallenge } = await deps.states.issue({
    purpose,
    redirectUri,
    browserHash: binding.hash,
    ...(signedInUid ? { uid: signedInUid } : {}),
    // Kept so the return can say whom the invitation is for when another account comes back.
    ...(purpose === 'team_member_signup' && invitedEmail ? { invitedEmail } : {}),
  });
  const url = deps.identity.authorizationUrl({
    redirectUri,
    state,
    codeChallenge,
    scopes: flow.scopes,
    prompt: flow.prompt,
    ...(loginHint ? { loginHint } : {}),
  });
  return { url, state, redirectUri, binding };
}

import { ACCOUNT_BEING_DELETED } from '@quarry/contracts/account-data';
import type { AuthPurpose, ExchangeCodeResponse, UnifiedOAuthResponse } from '@quarry/contracts/auth';
import { SCOPES } from '../../ports/identity-provider.port';
import { AppError } from '../shared/app-error';
import type { AccountDeps } from './account-deps';
import { refuseUninvitedAccount } from './invited-sign-in';
import { type DriveGrant, type DriveGrantSecret, refreshSetupFlag } from './setup';

/**
 * The return from Google (authorization-url.ts starts it): the state is redeemed first, by the
 * browser it is bound to only, so a code carried to another browser reaches neither Google nor the
 * store. Then the user, any Drive grant and a new session follow.
 */
export interface CodeReturn {
  code: string;
  state: string;
  redirectUri: string;
  /** The `__session` token the browser presented with the code; it must be the one the state is bound to. */
  browserToken: string | undefined;
}

/**
 * Redeems the state (this browser's only) and exchanges the code with its PKCE verifier. An account
 * whose deletion still runs is refused before anything is written for it (docs/architecture/accounts-and-data.md).
 */
export async function redeem(deps: AccountDeps, purpose: AuthPurpose | AuthPurpose[], input: CodeReturn) {
  const saved = await deps.states.consume({
    state: input.state,
    purpose,
    redirectUri: input.redirectUri,
    browserToken: input.browserToken,
  });
  const { profile, tokens } = await deps.identity.exchangeCode({
    code: input.code,
    codeVerifier: saved.pkceVerifier,
    redirectUri: input.redirectUri,
  });
  const deletedBy = await deps.deletions.doneBy(profile.sub);
  if (deletedBy) {
    // The page says when to try again (Retry-After, and the body's retryAfterSeconds).
    const wait = Math.ceil((deletedBy.getTime() - deps.clock.now().getTime()) / 1000);
    throw new AppError({
      code: 'AUTH.ACCOUNT_BEING_DELETED',
      httpStatus: 409,
      message: ACCOUNT_BEING_DELETED,
      retryAfterSeconds: Math.max(1, wait),
    });
  }
  return { saved, profile, tokens };
}

/** Seals a grant under the user's data key: never stored in plain text. */
export async function storeDriveGrant(
  deps: AccountDeps,
  uid: string,
  grant: Omit<DriveGrant, 'grantedAt'>,
  secret: DriveGrantSecret = 'driveToken',
): Promise<void> {
  const sealed: DriveGrant = { ...grant, grantedAt: deps.clock.now().toISOString() };
  await deps.keys.putSecret(uid, secret, JSON.stringify(sealed));
}

function grantsDrive(scopes: string[]): boolean {
  return scopes.includes(SCOPES.driveReadonly);
}

export async function unifiedSignIn(
  deps: AccountDeps,
  input: CodeReturn,
): Promise<{ response: UnifiedOAuthResponse; sessionToken: string }> {
  const { saved, profile, tokens } = await redeem(deps, ['signin', 'team_member_signup'], input);
  // From the invitation landing page a new account is a team member (no Drive); anyone already
  // known keeps what they are.
  const invited = saved.purpose === 'team_member_signup';
  if (invited) await refuseUninvitedAccount(deps, profile, saved.invitedEmail);
  const { user } = await deps.users.upsertFromIdentity(
    profile,
    invited ? 'team_member' : 'creator',
    deps.clock.now(),
  );
  // Signing in as the invited Google account accepts its invitations (docs/architecture/teams-and-sharing.md).
  if (invited) await deps.invitations.acceptFor(profile.sub);
  if (grantsDrive(tokens.scopes) && tokens.refreshToken) {
    await storeDriveGrant(deps, profile.sub, {
      refreshToken: tokens.refreshToken,
      scopes: tokens.scopes,
      email: profile.email,
    });
    await refreshSetupFlag(deps, profile.sub);
  }
  const { token } = await deps.sessions.create(profile.sub);
  const hasDrive = await deps.keys.has(profile.sub, 'driveToken');
  return {
    sessionToken: token,
    response: {
      isTeamMemberSignup: user.userType === 'team_member',
      needsGeminiKey: !(await deps.keys.has(profile.sub, 'geminiKey')),
      hasGoogleDriveAccess: hasDrive,
      hasEncryptedDriveToken: hasDrive,
    },
  };
}

export async function legacyExchange(
  deps: AccountDeps,
  input: CodeReturn,
): Promise<{ response: ExchangeCodeResponse; sessionToken: string }> {
  const { profile, tokens } = await redeem(deps, 'legacy', input);
  await deps.users.upsertFromIdentity(profile, 'creator', deps.clock.now());
  if (grantsDrive(tokens.scopes) && tokens.refreshToken) {
    await storeDriveGrant(deps, profile.sub, {
      refreshToken: tokens.refreshToken,
      scopes: tokens.scopes,
      email: profile.email,
    });
  }
  const complete = await refreshSetupFlag(deps, profile.sub);
  const { token } = await deps.sessions.create(profile.sub);
  return {
    sessionToken: token,
    response: {
      message: 'Authentication successful',
      isSetupComplete: complete,
      requiresSetup: !complete,
      nextStep: complete ? 'chat-interface' : 'api-key',
    },
  };
}

/**
 * An incremental authorization's return for the signed-in user: the state their session started,
 * the Google account their own (else `mismatch`, given their address, says which to use).
 */
export async function redeemForUser(
  deps: AccountDeps,
  purpose: Parameters<typeof redeem>[1],
  uid: string,
  input: CodeReturn,
  mismatch: (email: string) => string,
) {
  const { saved, profile, tokens } = await redeem(deps, purpose, input);
  if (saved.uid !== uid)
    throw AppError.forbidden('This authorization was started by another session', 'AUTH.STATE_OWNER');
  const user = await deps.users.get(uid);
  if (!user || profile.sub !== uid) {
    throw new AppError({
      code: 'AUTH.ACCOUNT_MISMATCH',
      httpStatus: 400,
      message: mismatch(user?.email ?? 'unknown'),
    });
  }
  return { profile, tokens };
}

/** The drive-only authorization from /onboarding: stores a Drive grant for the signed-in user. */
export async function authorizeDrive(deps: AccountDeps, uid: string, input: CodeReturn): Promise<void> {
  const { profile, tokens } = await redeemForUser(
    deps,
    'drive',
    uid,
    input,
    (email) => `Please authorize Google Drive with the account you signed in with (${email}).`,
  );
  if (!grantsDrive(tokens.scopes) || !tokens.refreshToken) {
    throw new AppError({
      code: 'AUTH.DRIVE_NOT_GRANTED',
      httpStatus: 400,
      message: 'Google Drive access was not granted. Please allow read access to your Drive to continue.',
    });
  }
  await storeDriveGrant(deps, uid, {
    refreshToken: tokens.refreshToken,
    scopes: tokens.scopes,
    email: profile.email,
  });
  // Authorizing a drive is what makes someone a creator (spec part 2, section 6).
  await deps.users.update(uid, { userType: 'creator', isTeamMemberOnly: false }, deps.clock.now());
  await refreshSetupFlag(deps, uid);
}

export function loginRequired(): AppError {
  return new AppError({
    code: 'AUTH.LOGIN_REQUIRED',
    httpStatus: 401,
    message: 'Login required',
    errorCode: 'LOGIN_REQUIRED',
  });
}

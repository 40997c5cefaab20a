import { INVITATION_ACCOUNT_MISMATCH } from '@quarry/contracts/errors';
import type { IdentityProfile } from '../../ports/identity-provider.port';
import { AppError } from '../shared/app-error';
import type { AccountDeps } from './account-deps';

/**
 * An address shown to whoever opened the invitation, who may not be its owner: the first and last
 * letters of the name and the whole domain ('t***o@gmail.com'), enough to recognise one's own.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const name = email.slice(0, at);
  const shown = name.length > 2 ? `${name[0]}***${name.at(-1)}` : `${name[0]}***`;
  return `${shown}${email.slice(at)}`;
}

function otherAccount(signedInAs: string, invitedEmail: string | undefined): AppError {
  const message = invitedEmail
    ? `This invitation is for ${maskEmail(invitedEmail)}, but you signed in as ${signedInAs}. Sign in with the invited Google account to join the team.`
    : `There is no pending invitation for ${signedInAs}. Sign in with the Google account the invitation was sent to.`;
  return new AppError({
    code: 'AUTH.INVITATION_OTHER_ACCOUNT',
    httpStatus: 403,
    message,
    errorCode: INVITATION_ACCOUNT_MISMATCH,
  });
}

/**
 * A sign-in from the invitation landing page is for the invited account (docs/architecture/teams-and-sharing.md). With
 * another Google account that no team waits for, it stops before anything is stored: no account,
 * no membership, no session; the message says whom the invitation is for. Someone already known
 * who signs in as the invited address itself (an invitation accepted earlier) signs in as usual.
 */
export async function refuseUninvitedAccount(
  deps: AccountDeps,
  profile: IdentityProfile,
  invitedEmail: string | undefined,
): Promise<void> {
  const email = profile.email.toLowerCase();
  if (await deps.invitations.pendingFor(email)) return;
  const known = (await deps.users.get(profile.sub)) !== null;
  if (known && (invitedEmail === undefined || invitedEmail === email)) return;
  throw otherAccount(profile.email, invitedEmail);
}

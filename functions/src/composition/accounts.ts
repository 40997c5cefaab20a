import { GeminiModel } from '../adapters/gemini/gemini-model';
import {
  emulatedGoogleEndpoints,
  GOOGLE_ENDPOINTS,
  GoogleIdentity,
} from '../adapters/google/google-identity';
import { deletionDoneBy } from '../domain/account-data/deletion/start-deletion';
import { type AccountDeps, accountDeps } from '../domain/accounts/account-deps';
import { identityPictureSource } from '../domain/accounts/profile-picture';
import { acceptInvitations, hasPendingInvitation } from '../domain/teams/invitations';
import type { KeyWrapper } from '../ports/key-wrapper.port';
import type { CoreDeps } from './core';

/** Accounts: Google sign-in (the OAuth client secret), Gemini, and users' keys under `keyWrapper`. */
export function accountsFor(core: CoreDeps, keyWrapper: KeyWrapper): AccountDeps {
  const { config, store, clock, changes } = core;
  const { services, emulatorsUrl } = config;
  return accountDeps({
    store,
    clock,
    identity: new GoogleIdentity(
      services.oauth.clientId,
      services.oauth.clientSecret,
      emulatorsUrl ? emulatedGoogleEndpoints(emulatorsUrl) : GOOGLE_ENDPOINTS,
    ),
    model: new GeminiModel(emulatorsUrl),
    keyWrapper,
    appOrigin: config.appOrigin,
    sysAdminEmail: config.sysAdminEmail,
    pictures: identityPictureSource(emulatorsUrl),
    // Accounts stand below teams: signing in reaches the invitations through this port.
    invitations: {
      pendingFor: (email) => hasPendingInvitation(store, email),
      acceptFor: (uid) => acceptInvitations({ store, clock, changes }, uid),
    },
    // Signing in waits until a deletion of the account is over (docs/architecture/accounts-and-data.md).
    deletions: { doneBy: (uid) => deletionDoneBy({ store, clock }, uid) },
  });
}

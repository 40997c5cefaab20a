import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import type { IdentityProvider } from '../../ports/identity-provider.port';
import type { KeyWrapper } from '../../ports/key-wrapper.port';
import type { LanguageModel } from '../../ports/language-model.port';
import { OAuthStates } from './oauth-states';
import { identityPictureSource, type PictureSource } from './profile-picture';
import { RateCounters } from './rate-counters';
import { Sessions } from './sessions';
import { UserKeys } from './user-keys';
import { Users } from './users';

/**
 * The teams' side of signing in (docs/architecture/teams-and-sharing.md). Teams stand on accounts, so accounts reach
 * invitations through this port, which composition wires to domain/teams/invitations.ts.
 */
export interface Invitations {
  /** Whether any team waits for this address to accept (before an account exists for it). */
  pendingFor(email: string): Promise<boolean>;
  /** Accepts every pending invitation for the account's verified e-mail; how many it accepted. */
  acceptFor(uid: string): Promise<number>;
}

/**
 * Account deletion (docs/architecture/accounts-and-data.md) stands above accounts: signing in asks through this port
 * whether the account is being deleted, and is refused meanwhile, saying when to try again.
 */
export interface AccountDeletions {
  /** When the account's deletion should be over; null when none is under way. */
  doneBy(uid: string): Promise<Date | null>;
}

/** What the account use cases work with, built once from the ports. */
export interface AccountDeps {
  /** The store itself, for use cases that span collections. */
  store: DocumentStore;
  clock: Clock;
  identity: IdentityProvider;
  model: LanguageModel;
  users: Users;
  keys: UserKeys;
  sessions: Sessions;
  states: OAuthStates;
  /** Request counters of the rate-limited, unauthenticated calls. */
  rates: RateCounters;
  /** Where profile pictures may be fetched from (the identity provider's picture host). */
  pictures: PictureSource;
  appOrigin: string;
  sysAdminEmail: string;
  /** Pending team invitations, accepted when their invitee signs in. */
  invitations: Invitations;
  /** Whether an account's deletion is still running. */
  deletions: AccountDeletions;
}

export function accountDeps(ports: {
  store: DocumentStore;
  clock: Clock;
  identity: IdentityProvider;
  model: LanguageModel;
  keyWrapper: KeyWrapper;
  appOrigin: string;
  sysAdminEmail: string;
  pictures?: PictureSource;
  invitations: Invitations;
  deletions: AccountDeletions;
}): AccountDeps {
  const { store, clock } = ports;
  return {
    store,
    clock,
    identity: ports.identity,
    model: ports.model,
    users: new Users(store),
    keys: new UserKeys(store, ports.keyWrapper, clock),
    sessions: new Sessions(store, clock),
    states: new OAuthStates(store, clock),
    rates: new RateCounters(store, clock),
    pictures: ports.pictures ?? identityPictureSource(),
    appOrigin: ports.appOrigin,
    sysAdminEmail: ports.sysAdminEmail,
    invitations: ports.invitations,
    deletions: ports.deletions,
  };
}

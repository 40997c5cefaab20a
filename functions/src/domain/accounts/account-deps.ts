import type { ChangeFeed } from '../../ports/change-feed.port';
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

/** What the account use cases work with, built once from the ports. */
export interface AccountDeps {
  /** The store itself, for use cases that span areas (accepting invitations at sign-in). */
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
  /** Live updates: accepting an invitation changes the team its members see. */
  changes: ChangeFeed;
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
  changes: ChangeFeed;
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
    changes: ports.changes,
  };
}

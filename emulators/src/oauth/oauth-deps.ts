import type { EmulatorContext } from '../shared/context';
import { AuthorizationStore } from './authorization-store';
import { OAuthClients } from './oauth-clients';
import { SigningKey } from './signing-key';

/** Everything the emulated Google sign-in keeps, shared by its route files. */
export interface OAuthDeps {
  context: EmulatorContext;
  clients: OAuthClients;
  authorizations: AuthorizationStore;
  signingKey: SigningKey;
}

export function createOAuthDeps(context: EmulatorContext): OAuthDeps {
  return {
    context,
    clients: new OAuthClients(context.stateDir),
    authorizations: new AuthorizationStore(() => context.now()),
    signingKey: new SigningKey(context.stateDir),
  };
}

import { StateFile } from '../shared/state-file';

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Shown on the account chooser and consent pages. */
  name: string;
}

export const DEFAULT_CLIENT: OAuthClient = {
  clientId: 'quarry-local',
  clientSecret: 'quarry-local-secret',
  redirectUris: [
    'http://localhost:8080/oauth-callback',
    'http://localhost:8080/drive-callback',
    'http://localhost:8080/drive-file-callback',
    'http://127.0.0.1:8080/oauth-callback',
    'http://127.0.0.1:8080/drive-callback',
    'http://127.0.0.1:8080/drive-file-callback',
  ],
  name: 'Quarry',
};

interface ClientState {
  clients: Record<string, OAuthClient>;
  /** Scopes each account has granted each client, so consent is asked only for something new. */
  grants: Record<string, Record<string, string[]>>;
}

/** Registered OAuth clients and the consents given to them; both survive a restart. */
export class OAuthClients {
  private readonly state: StateFile<ClientState>;

  constructor(stateDir: string | undefined) {
    this.state = new StateFile(stateDir, 'oauth-clients', () => ({ clients: {}, grants: {} }));
  }

  /** A registered client; `quarry-local` exists from the start and may be re-registered (e.g. new ports). */
  get(clientId: string): OAuthClient | undefined {
    const registered = this.state.get().clients[clientId];
    if (registered) return registered;
    return clientId === DEFAULT_CLIENT.clientId ? DEFAULT_CLIENT : undefined;
  }

  register(client: OAuthClient): void {
    this.state.update((s) => {
      s.clients[client.clientId] = client;
    });
  }

  /** Client authentication as the token endpoint does it: 'unknown', 'bad-secret' or the client. */
  authenticate(clientId: string, secret: string | undefined): OAuthClient | 'unknown' | 'bad-secret' {
    const client = this.get(clientId);
    if (!client) return 'unknown';
    return secret === client.clientSecret ? client : 'bad-secret';
  }

  hasGranted(clientId: string, email: string, scopes: string[]): boolean {
    const granted = this.state.get().grants[clientId]?.[email] ?? [];
    return scopes.every((scope) => granted.includes(scope));
  }

  grant(clientId: string, email: string, scopes: string[]): void {
    this.state.update((s) => {
      const perClient = s.grants[clientId] ?? {};
      perClient[email] = [...new Set([...(perClient[email] ?? []), ...scopes])];
      s.grants[clientId] = perClient;
    });
  }
}

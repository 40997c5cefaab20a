import type { StateFile } from '../shared/state-file';
import type { TokenGrant } from '../shared/tokens';
import type { DriveItem } from './catalogue';
import { readsEverything } from './drive-auth';

/** Ids of the files and folders each app (OAuth client) created, per account. */
export interface AppFilesState {
  created: Record<string, Record<string, string[]>>;
}

/**
 * What a token with only the drive.file scope may see: the files and folders its app created
 * through the API (Drive's "files created or opened by the app"; files opened with the Picker are
 * not emulated). Kept in the emulator's state, so a restart of `npm start` keeps them visible.
 */
export class AppFiles {
  constructor(private readonly state: StateFile<AppFilesState>) {}

  record(grant: TokenGrant, id: string): void {
    const email = grant.email.toLowerCase();
    if (this.ids(grant.clientId, email).has(id)) return;
    this.state.update((state) => {
      const byAccount = state.created[grant.clientId] ?? {};
      byAccount[email] = [...(byAccount[email] ?? []), id];
      state.created[grant.clientId] = byAccount;
    });
  }

  /** Whether the token may read the item (the root folder is always known: it is the default parent). */
  visible(grant: TokenGrant, item: DriveItem): boolean {
    if (readsEverything(grant) || !item.parentId) return true;
    return this.createdBy(grant, item.id);
  }

  /** Whether the token's app created the file (Drive's `isAppAuthorized`). */
  createdBy(grant: TokenGrant, id: string): boolean {
    return this.ids(grant.clientId, grant.email.toLowerCase()).has(id);
  }

  private ids(clientId: string, email: string): Set<string> {
    return new Set(this.state.get().created[clientId]?.[email] ?? []);
  }
}

import type { StateFile } from '../shared/state-file';
import type { TokenGrant } from '../shared/tokens';
import type { DriveItem } from './catalogue';
import { readsEverything } from './drive-auth';

type IdsByAccount = Record<string, Record<string, string[]>>;

/** Ids of the files and folders each app (OAuth client) created, or was given in the Picker, per account. */
export interface AppFilesState {
  created: IdsByAccount;
  /** Kept apart from `created`: a state file from before the Picker was emulated has none. */
  opened?: IdsByAccount;
}

type Kind = 'created' | 'opened';

/**
 * What a token with only the drive.file scope may see: the files and folders its app created
 * through the API, and those the person opened with the app in the Google Picker (Drive's "files
 * created or opened by the app"; the drive.file scope and the Picker's setAppId, read 2026-11-27 at
 * developers.google.com/workspace/drive/picker/reference/picker.pickerbuilder.setappid). Kept in
 * the emulator's state, so a restart of `npm start` keeps them visible.
 */
export class AppFiles {
  constructor(private readonly state: StateFile<AppFilesState>) {}

  record(grant: TokenGrant, id: string): void {
    this.add('created', grant, id);
  }

  /** The person chose the item in the Picker shown with this token: its app may use it from now on. */
  recordOpened(grant: TokenGrant, id: string): void {
    this.add('opened', grant, id);
  }

  /** Whether the token may read the item (the root folder is always known: it is the default parent). */
  visible(grant: TokenGrant, item: DriveItem): boolean {
    if (readsEverything(grant) || !item.parentId) return true;
    return this.authorized(grant, item.id);
  }

  /** Whether the token's app created the file or was given it in the Picker (Drive's `isAppAuthorized`). */
  authorized(grant: TokenGrant, id: string): boolean {
    return this.ids('created', grant).has(id) || this.ids('opened', grant).has(id);
  }

  private add(kind: Kind, grant: TokenGrant, id: string): void {
    if (this.ids(kind, grant).has(id)) return;
    const email = grant.email.toLowerCase();
    this.state.update((state) => {
      const all = state[kind] ?? {};
      const byAccount = all[grant.clientId] ?? {};
      byAccount[email] = [...(byAccount[email] ?? []), id];
      all[grant.clientId] = byAccount;
      state[kind] = all;
    });
  }

  private ids(kind: Kind, grant: TokenGrant): Set<string> {
    return new Set(this.state.get()[kind]?.[grant.clientId]?.[grant.email.toLowerCase()] ?? []);
  }
}

import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import type { Sessions } from '../accounts/sessions';
import type { UserKeys } from '../accounts/user-keys';
import type { Users } from '../accounts/users';

/** What the system administrator's use cases work with (docs/architecture/administration.md). */
export interface AdminDeps {
  store: DocumentStore;
  clock: Clock;
  users: Users;
  keys: UserKeys;
  sessions: Sessions;
}

/** Who acts: the administrator's e-mail, as the audit list names them. */
export type Actor = string;

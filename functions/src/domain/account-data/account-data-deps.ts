import type { Billing } from '../../ports/billing.port';
import type { Mailer } from '../../ports/mailer.port';
import type { ViewerDriveAccess } from '../../ports/viewer-access.port';
import type { Sessions } from '../accounts/sessions';
import type { UserKeys } from '../accounts/user-keys';
import type { Users } from '../accounts/users';
import type { AccountJobStore } from './account-jobs';

/**
 * What downloading one's data and deleting one's account work with (docs/architecture/accounts-and-data.md): the
 * store, the account-jobs queue, and, for the deletion, the person's sessions and keys, Stripe and
 * mail.
 */
export interface AccountDataDeps extends AccountJobStore {
  users: Users;
  sessions: Sessions;
  keys: UserKeys;
  billing: Billing;
  mailer: Mailer;
  appOrigin: string;
  /** Which files the person can open in Drive: what their download shows of others' shared reports. */
  viewers: ViewerDriveAccess;
}

import { LocalKeyWrapper } from '../adapters/local-keys/local-key-wrapper';
import type { AccountDataDeps } from '../domain/account-data/account-data-deps';
import { accountDeletionHandler } from '../domain/account-data/deletion/delete-account';
import {
  type AccountJobHandler,
  type AccountJobRunDeps,
  PermanentJobError,
} from '../domain/account-data/run-account-job';
import { Sessions } from '../domain/accounts/sessions';
import { UserKeys } from '../domain/accounts/user-keys';
import { Users } from '../domain/accounts/users';
import type { Billing } from '../ports/billing.port';
import type { DocumentStore } from '../ports/document-store.port';
import type { OutgoingMail } from '../ports/mailer.port';
import { CountingBilling } from './counting-billing';
import type { ManualClock } from './manual-clock';

/** The deletion job over a store, with Stripe and mail in memory: what the tests drive. */
export interface DeletionHarness {
  deps: AccountDataDeps;
  billing: CountingBilling;
  sent: OutgoingMail[];
  queued: string[];
  /** The worker's deps; `wrap` lets a test put a crash around the handler. */
  runDeps: (wrap?: (handler: AccountJobHandler) => AccountJobHandler) => AccountJobRunDeps;
}

export function deletionHarness(store: DocumentStore, clock: ManualClock): DeletionHarness {
  const billing = new CountingBilling();
  const sent: OutgoingMail[] = [];
  const queued: string[] = [];
  const deps: AccountDataDeps = {
    store,
    clock,
    accountQueue: {
      enqueue: async (id) => {
        queued.push(id);
      },
    },
    users: new Users(store),
    sessions: new Sessions(store, clock),
    keys: new UserKeys(store, new LocalKeyWrapper(Buffer.alloc(32, 7)), clock),
    billing: billing as unknown as Billing,
    // Deleting an account asks Drive nothing.
    viewers: { openable: async () => 'unknown' },
    mailer: {
      send: async (mail) => {
        sent.push(mail);
      },
    },
    appOrigin: 'http://localhost:8080',
  };
  const runDeps = (wrap = (handler: AccountJobHandler) => handler): AccountJobRunDeps => ({
    store,
    clock,
    log: { error: () => {} },
    handlers: {
      'account-deletion': wrap(accountDeletionHandler(deps)),
      'data-export': async () => {
        throw new PermanentJobError('not in these tests');
      },
    },
  });
  return { deps, billing, sent, queued, runDeps };
}

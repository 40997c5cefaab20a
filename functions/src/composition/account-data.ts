import { StripeBilling } from '../adapters/stripe/stripe-billing';
import type { AccountDataDeps } from '../domain/account-data/account-data-deps';
import { accountDeletionHandler } from '../domain/account-data/deletion/delete-account';
import { buildDataExport } from '../domain/account-data/download/build-data-export';
import type { AccountJobRunDeps } from '../domain/account-data/run-account-job';
import { Sessions } from '../domain/accounts/sessions';
import { UserKeys } from '../domain/accounts/user-keys';
import { Users } from '../domain/accounts/users';
import type { KeyWrapper } from '../ports/key-wrapper.port';
import type { CoreDeps } from './core';
import { dataExportFor } from './data-export';
import { mailerFor } from './reports';

/**
 * Downloading one's data and deleting one's account (docs/architecture/accounts-and-data.md): Stripe (the secret key),
 * mail (the SendGrid key) and the person's keys under `keyWrapper`; no model, Drive or parsers.
 */
export function accountDataFor(core: CoreDeps, keyWrapper: KeyWrapper): AccountDataDeps {
  const { config, store, clock, accountQueue } = core;
  const { stripe } = config.services;
  return {
    store,
    clock,
    accountQueue,
    users: new Users(store),
    sessions: new Sessions(store, clock),
    keys: new UserKeys(store, keyWrapper, clock),
    billing: new StripeBilling(stripe.secretKey, stripe.webhookSecret, config.emulatorsUrl),
    mailer: mailerFor(config),
    appOrigin: config.appOrigin,
  };
}

/**
 * The account jobs' worker (the local process's second queue, and the `accountWorker` function):
 * each kind's handler over the account-data deps.
 */
export function accountJobsFor(core: CoreDeps, deps: AccountDataDeps): AccountJobRunDeps {
  const { store, clock, log } = core;
  return {
    store,
    clock,
    log,
    handlers: {
      'data-export': buildDataExport(dataExportFor(core)),
      'account-deletion': accountDeletionHandler(deps),
    },
  };
}

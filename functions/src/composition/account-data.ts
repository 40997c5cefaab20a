import { GoogleDrive } from '../adapters/google/google-drive';
import { StripeBilling } from '../adapters/stripe/stripe-billing';
import type { AccountDataDeps } from '../domain/account-data/account-data-deps';
import { accountDeletionHandler } from '../domain/account-data/deletion/delete-account';
import { buildDataExport } from '../domain/account-data/download/build-data-export';
import type { AccountJobRunDeps } from '../domain/account-data/run-account-job';
import { DriveAccess } from '../domain/accounts/drive-access';
import { Sessions } from '../domain/accounts/sessions';
import { UserKeys } from '../domain/accounts/user-keys';
import { Users } from '../domain/accounts/users';
import type { KeyWrapper } from '../ports/key-wrapper.port';
import { accountsFor } from './accounts';
import type { CoreDeps } from './core';
import { dataExportFor } from './data-export';
import { mailerFor } from './reports';
import { viewersFor } from './viewers';

/**
 * Downloading one's data and deleting one's account (docs/architecture/accounts-and-data.md): Stripe (the secret key),
 * mail (the SendGrid key) and the person's keys under `keyWrapper`; no model or parsers. Drive only
 * to ask which files the person can open (their download shows others' reports as they may see them).
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
    viewers: viewersFor(
      config,
      new DriveAccess(accountsFor(core, keyWrapper), new GoogleDrive(config.emulatorsUrl)),
    ),
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
      'data-export': buildDataExport(dataExportFor(core, deps.viewers)),
      'account-deletion': accountDeletionHandler(deps),
    },
  };
}

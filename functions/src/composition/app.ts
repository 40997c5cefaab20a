import { RecaptchaBotCheck } from '../adapters/recaptcha/recaptcha-bot-check';
import { StripeBilling } from '../adapters/stripe/stripe-billing';
import { DriveAccess } from '../domain/accounts/drive-access';
import { FILE_GRANT } from '../domain/accounts/drive-file-grant';
import { schedulesFollowAccess } from '../domain/teams/plan-changes';
import type { AppDeps, LiveDelivery } from '../http/app-deps';
import type { KeyWrapper } from '../ports/key-wrapper.port';
import { accountDataFor } from './account-data';
import { accountsFor } from './accounts';
import type { CoreDeps } from './core';
import { exportsFor } from './exports';
import { mailerFor, reportsFor } from './reports';
import { researchFor } from './research';
import { viewersFor } from './viewers';

/**
 * Everything the HTTP app needs: the local process and the `api` function alike. Only the core,
 * the key wrapper and the live delivery differ between them; with `emulatorsUrl` set, the
 * production SDK clients are pointed at the emulators.
 */
export function appDepsFor(core: CoreDeps, keyWrapper: KeyWrapper, live: LiveDelivery): AppDeps {
  const { config, store, clock, changes, log } = core;
  const { services, emulatorsUrl } = config;
  const accounts = accountsFor(core, keyWrapper);
  const research = researchFor(config, accounts, log);
  const mailer = mailerFor(config);
  const reports = reportsFor(core, mailer, research, viewersFor(config, research.drive));
  const billing = new StripeBilling(services.stripe.secretKey, services.stripe.webhookSecret, emulatorsUrl);
  return {
    config,
    store,
    log,
    accounts,
    drive: research.drive,
    driveFile: new DriveAccess(accounts, research.drive.drive, FILE_GRANT),
    research,
    chat: reports.chat,
    contact: {
      store,
      clock,
      mailer,
      botCheck: new RecaptchaBotCheck(services.recaptcha.secretKey, services.recaptcha.verifyUrl),
      supportEmail: services.mail.support,
    },
    billing: {
      store,
      clock,
      billing,
      priceId: services.stripe.priceId,
      appOrigin: config.appOrigin,
      accessChanges: schedulesFollowAccess({ store, clock, mailer, appOrigin: config.appOrigin }),
    },
    teams: { store, clock, mailer, appOrigin: config.appOrigin, changes },
    reports,
    watch: { ...reports, search: { accounts, drive: research.drive } },
    live,
    exports: exportsFor(store, research.renderer),
    accountData: accountDataFor(core, keyWrapper),
  };
}

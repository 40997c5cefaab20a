import { GoogleDrive } from '../adapters/google/google-drive';
import { accountsFor } from '../composition/accounts';
import type { CoreDeps } from '../composition/core';
import { viewersFor } from '../composition/viewers';
import { DriveAccess } from '../domain/accounts/drive-access';
import type { UpkeepDeps } from '../domain/reports/report-deps';
import type { WatchDeps } from '../domain/watch/watch-deps';
import { cloudKeyWrapper } from './cloud-keys';

/**
 * What the tick's watching task needs beyond its own (docs/decisions/watching.md): each owner's Drive through their
 * grant (the key wrapper opens it, the OAuth client renews its token). Imported by tick.function.ts
 * only when the task first runs, so the tick's start loads neither googleapis nor Cloud KMS.
 */
export function watchDeps(core: CoreDeps, reports: UpkeepDeps): WatchDeps {
  const accounts = accountsFor(core, cloudKeyWrapper(core.config));
  return {
    ...reports,
    search: { accounts, drive: new DriveAccess(accounts, new GoogleDrive(core.config.emulatorsUrl)) },
  };
}

/**
 * Which files each member can open, for the deliveries' e-mails (domain/reports/saved/document-view.ts):
 * asked with each member's own grant, so loaded as watching is, only when a delivery first asks.
 */
export function viewerAccess(core: CoreDeps) {
  const accounts = accountsFor(core, cloudKeyWrapper(core.config));
  return viewersFor(core.config, new DriveAccess(accounts, new GoogleDrive(core.config.emulatorsUrl)));
}

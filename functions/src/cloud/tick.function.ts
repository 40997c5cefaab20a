import { SanitizingRenderer } from '../adapters/report-html/sanitizing-renderer';
import { mailerFor, upkeepFor } from '../composition/reports';
import { OAuthStates } from '../domain/accounts/oauth-states';
import { RateCounters } from '../domain/accounts/rate-counters';
import { Sessions } from '../domain/accounts/sessions';
import { Users } from '../domain/accounts/users';
import type { WatchDeps } from '../domain/watch/watch-deps';
import { runTick } from '../jobs/tick';
import { type TickDeps, tickTasks } from '../jobs/tick-tasks';
import type { ViewerDriveAccess } from '../ports/viewer-access.port';
import { cloudConfig } from './cloud-config';
import { cloudCore } from './cloud-core';
import { FUNCTION_SECRETS } from './params';

let deps: TickDeps | undefined;

/**
 * The `tick` function, every minute: due schedules, owed deliveries, expired leases, sign-in
 * leftovers, and watching owners' Drive changes (docs/decisions/watching.md: their Drive through their grant, so the
 * key wrapper and the OAuth client too). It builds no document reader; the renderer loads its DOM
 * only if a delivery is sent.
 */
export async function tickOnce(): Promise<void> {
  deps ??= tickDeps();
  await runTick(tickTasks(deps), deps.log);
}

function tickDeps(): TickDeps {
  const config = cloudConfig(FUNCTION_SECRETS.tick);
  const core = cloudCore(config);
  const { store, clock, log } = core;
  const accounts = {
    users: new Users(store),
    states: new OAuthStates(store, clock),
    sessions: new Sessions(store, clock),
    rates: new RateCounters(store, clock),
  };
  let viewers: Promise<ViewerDriveAccess> | undefined;
  const lazyViewers: ViewerDriveAccess = {
    openable: async (viewer, fileIds) => {
      viewers ??= import('./tick-watch').then(({ viewerAccess }) => viewerAccess(core));
      return (await viewers).openable(viewer, fileIds);
    },
  };
  const research = { accounts, renderer: new SanitizingRenderer() };
  const reports = upkeepFor(core, mailerFor(config), research, lazyViewers);
  let watch: Promise<WatchDeps> | undefined;
  return {
    reports,
    accounts,
    accountData: { store, clock, accountQueue: core.accountQueue },
    watch: () => {
      watch ??= import('./tick-watch').then(({ watchDeps }) => watchDeps(core, reports));
      return watch;
    },
    log,
  };
}

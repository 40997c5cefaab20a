import type { App } from 'firebase-admin/app';
import { StoreChangeFeed } from '../adapters/live/store-change-feed';
import { ACCOUNT_JOBS_TOPIC, PubSubQueue } from '../adapters/pubsub/pubsub-queue';
import type { CoreDeps } from '../composition/core';
import type { Config } from '../config';
import { createLogger } from '../log';
import { systemClock } from '../ports/clock.port';
import { cloudStore } from './cloud-store';

/**
 * What the functions that run or start reports stand on: Firestore, the Pub/Sub queue, the system
 * clock, and live signals written to feeds/{uid}, which the browser reads with onSnapshot as itself.
 */
export function cloudCore(config: Config): CoreDeps & { app: App } {
  const { app, store } = cloudStore();
  const log = createLogger();
  return {
    app,
    config,
    store,
    clock: systemClock,
    queue: new PubSubQueue(config.projectId, config.pubsubEmulatorHost),
    accountQueue: new PubSubQueue(config.projectId, config.pubsubEmulatorHost, ACCOUNT_JOBS_TOPIC),
    changes: new StoreChangeFeed(
      store,
      () => systemClock.now(),
      (event, fields) => log.warn(event, fields),
    ),
    log,
  };
}

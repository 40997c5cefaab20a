import type { Config } from '../config';
import type { Logger } from '../log';
import type { ChangeFeed } from '../ports/change-feed.port';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore } from '../ports/document-store.port';
import type { JobQueue } from '../ports/job-queue.port';

/**
 * What every mode and every function builds on: the store, the clock, the queue, live changes and
 * the log. The local process (local.ts) and each Cloud Function (cloud/) make their own; the
 * builders beside this file add only the adapters each piece needs, so a function that imports
 * one of them loads nothing the others need.
 */
export interface CoreDeps {
  config: Config;
  store: DocumentStore;
  clock: Clock;
  queue: JobQueue;
  /** Account jobs (downloads of one's data, account deletions): a queue of their own. */
  accountQueue: JobQueue;
  changes: ChangeFeed;
  log: Logger;
}

import fs from 'node:fs';
import path from 'node:path';
import { InProcessQueue } from '../adapters/in-process-queue/in-process-queue';
import { KmsKeyWrapper } from '../adapters/kms/kms-key-wrapper';
import { MemoryChangeFeed } from '../adapters/live/memory-change-feed';
import { AdjustableClock } from '../adapters/local-clock/adjustable-clock';
import { LocalKeyWrapper } from '../adapters/local-keys/local-key-wrapper';
import { SqliteDocumentStore } from '../adapters/sqlite/sqlite-document-store';
import { STORE_INDEXES } from '../adapters/store-indexes';
import type { Config } from '../config';
import { runAccountJob } from '../domain/account-data/run-account-job';
import { handleExecution } from '../domain/reports/execution/run-execution';
import type { AppDeps } from '../http/app-deps';
import { createLogger } from '../log';
import { logEvent } from '../log-events';
import type { KeyWrapper } from '../ports/key-wrapper.port';
import { accountJobsFor } from './account-data';
import { appDepsFor } from './app';

export interface LocalDeps extends AppDeps {
  /** The in-process worker queue, for stopping and for tests that wait for it. */
  localQueue: InProcessQueue;
  /** The in-process account-jobs queue (downloads, deletions). */
  localAccountQueue: InProcessQueue;
  /** The app's clock, which /__control/clock moves for tests and demos. */
  localClock: AdjustableClock;
}

/**
 * The local process (`npm start`, the tests): one SQLite file under the data directory, an
 * in-process queue, a clock tests can move, live updates over SSE from memory, and the emulators
 * for every external service. Nothing here is imported by the Cloud Functions (cloud/).
 */
export function composeLocal(config: Config): LocalDeps {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const store = new SqliteDocumentStore({
    file: path.join(config.dataDir, 'quarry.db'),
    indexes: STORE_INDEXES,
  });
  const log = createLogger();
  const queue = new InProcessQueue(config.executions.workerConcurrency, (executionId, error) =>
    logEvent.executionFailedUnexpectedly(log, { executionId, cause: String(error) }),
  );
  // Kept in the data directory: a restart goes on from where the clock was moved, never back.
  const clock = new AdjustableClock(path.join(config.dataDir, 'clock.json'));
  // One process: signals go straight from memory to the pages streaming GET /api/events.
  const feed = new MemoryChangeFeed(() => clock.now());
  // Account jobs one at a time: they are rare, and each walks a whole account.
  const accountQueue = new InProcessQueue(1, (jobId, error) =>
    logEvent.accountJobFailed(log, {
      jobId,
      kind: 'unknown',
      attempts: 0,
      final: false,
      cause: String(error),
    }),
  );
  const core = { config, store, clock, queue, accountQueue, changes: feed, log };
  const deps = appDepsFor(core, keyWrapper(config), { kind: 'sse', stream: feed });
  queue.handle((executionId) => handleExecution(deps.reports, executionId));
  const accountJobs = accountJobsFor(core, deps.accountData);
  accountQueue.handle((jobId) => runAccountJob(accountJobs, jobId));
  return { ...deps, localQueue: queue, localAccountQueue: accountQueue, localClock: clock };
}

function keyWrapper(config: Config): KeyWrapper {
  const wrapper = config.services.keyWrapper;
  if (wrapper.kind === 'kms') return new KmsKeyWrapper(wrapper.keyName, config.emulatorsUrl);
  return LocalKeyWrapper.fromEnvOrFile(wrapper.masterKey, path.join(config.dataDir, 'master.key'));
}

import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTION_SECRETS } from './cloud/params';

/**
 * Firebase entry points, thin. `firebase deploy` loads this module to discover the triggers, and
 * every function's instance loads it when it starts, so it imports only firebase-functions and the
 * params. Each function imports its own code (cloud/*.function.ts, a chunk of its own in dist/) at
 * its first invocation and builds its dependencies then, from the params and the secrets bound to
 * it: a missing setting fails that first invocation with a message naming every one missing.
 */
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

/** The worker's share of its 540 s invocation; the rest is room to hand the run back. */
const WORKER_BUDGET_MS = 480_000;

export const api = onRequest(
  { timeoutSeconds: 3600, memory: '1GiB', secrets: FUNCTION_SECRETS.api },
  async (req, res) => {
    const { handleRequest } = await import('./cloud/api.function');
    handleRequest(req, res);
  },
);

export const reportWorker = onMessagePublished(
  // The topic PubSubQueue publishes to (EXECUTIONS_TOPIC), named here so this module stays light.
  {
    topic: 'report-executions',
    timeoutSeconds: 540,
    memory: '1GiB',
    retry: true,
    secrets: FUNCTION_SECRETS.reportWorker,
  },
  async (event) => {
    const { workExecution } = await import('./cloud/report-worker.function');
    // Hands the run back to the queue a minute before the 540 s limit; its checkpoints carry over.
    await workExecution(() => event.data.message.json, AbortSignal.timeout(WORKER_BUDGET_MS));
  },
);

export const accountWorker = onMessagePublished(
  // The topic account jobs are published to (ACCOUNT_JOBS_TOPIC): downloads and deletions.
  {
    topic: 'account-jobs',
    timeoutSeconds: 540,
    memory: '1GiB',
    retry: true,
    secrets: FUNCTION_SECRETS.accountWorker,
  },
  async (event) => {
    const { workAccountJob } = await import('./cloud/account-worker.function');
    await workAccountJob(() => event.data.message.json);
  },
);

export const tick = onSchedule(
  { schedule: 'every 1 minutes', timeoutSeconds: 60, secrets: FUNCTION_SECRETS.tick },
  async () => {
    const { tickOnce } = await import('./cloud/tick.function');
    await tickOnce();
  },
);

export const retentionSweep = onSchedule(
  {
    schedule: 'every day 03:00',
    timeZone: 'UTC',
    timeoutSeconds: 540,
    secrets: FUNCTION_SECRETS.retentionSweep,
  },
  async () => {
    const { sweepOnce } = await import('./cloud/retention-sweep.function');
    await sweepOnce();
  },
);

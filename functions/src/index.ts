import type { Express } from 'express';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { composeCloud } from './composition';
import { loadConfig } from './config';
import { handleExecution } from './domain/reports/run-execution';
import { createApp } from './http/app';
import type { AppDeps } from './http/app-deps';
import { parseExecutionMessage } from './jobs/execution-message';
import { runRetentionSweep } from './jobs/retention-sweep.job';
import { runTick } from './jobs/tick';
import { tickTasks } from './jobs/tick-tasks';

/**
 * Firebase entry points: thin, each builds the cloud dependencies once per instance and hands over
 * to the same code the local process runs. Configuration is read on first use, so a missing
 * variable fails the first invocation with a message naming every one missing.
 */
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

/** The worker's share of its 540 s invocation; the rest is room to hand the run back. */
const WORKER_BUDGET_MS = 480_000;

let deps: AppDeps | undefined;
let app: Express | undefined;

function cloudDeps(): AppDeps {
  deps ??= composeCloud(loadConfig({ ...process.env, QUARRY_MODE: 'cloud' }));
  return deps;
}

export const api = onRequest({ timeoutSeconds: 3600, memory: '1GiB' }, (req, res) => {
  app ??= createApp(cloudDeps());
  app(req, res);
});

export const reportWorker = onMessagePublished(
  { topic: 'report-executions', timeoutSeconds: 540, memory: '1GiB', retry: true },
  async (event) => {
    const { executionId } = parseExecutionMessage(event.data.message.json);
    // Hands the run back to the queue a minute before the 540 s limit; its checkpoints carry over.
    await handleExecution(cloudDeps().reports, executionId, {
      handBack: AbortSignal.timeout(WORKER_BUDGET_MS),
    });
  },
);

export const tick = onSchedule({ schedule: 'every 1 minutes', timeoutSeconds: 60 }, async () => {
  const deps = cloudDeps();
  await runTick(tickTasks(deps), deps.log);
});

export const retentionSweep = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'UTC', timeoutSeconds: 540 },
  async () => {
    await runRetentionSweep(cloudDeps());
  },
);

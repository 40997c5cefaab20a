import { accountDataFor, accountJobsFor } from '../composition/account-data';
import { type AccountJobRunDeps, runAccountJob } from '../domain/account-data/run-account-job';
import { AccountJobMessage, readQueueMessage } from '../jobs/execution-message';
import { createLogger } from '../log';
import { logEvent } from '../log-events';
import { cloudConfig } from './cloud-config';
import { cloudCore } from './cloud-core';
import { cloudKeyWrapper } from './cloud-keys';
import { FUNCTION_SECRETS } from './params';

let jobs: AccountJobRunDeps | undefined;

/**
 * The `accountWorker` function: the account job (a download of one's data, or an account's
 * deletion) a message on the account-jobs topic names. The job's lease and recorded steps make a
 * repeated message, or one cut short by the function's time limit, harmless: the tick hands it on.
 */
export async function workAccountJob(message: () => unknown): Promise<void> {
  const read = readQueueMessage(message, AccountJobMessage);
  // Acknowledged, not thrown: no redelivery would ever parse it (execution-message.ts).
  if (!read.ok) {
    logEvent.queueMessageDropped(createLogger(), { topic: 'account-jobs', reason: read.reason });
    return;
  }
  jobs ??= workerDeps();
  await runAccountJob(jobs, read.value.jobId);
}

function workerDeps(): AccountJobRunDeps {
  const config = cloudConfig(FUNCTION_SECRETS.accountWorker);
  const core = cloudCore(config);
  return accountJobsFor(core, accountDataFor(core, cloudKeyWrapper(config)));
}

import { accountDataFor, accountJobsFor } from '../composition/account-data';
import { type AccountJobRunDeps, runAccountJob } from '../domain/account-data/run-account-job';
import { AppError } from '../domain/shared/app-error';
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
export async function workAccountJob(message: unknown): Promise<void> {
  const jobId = (message as { jobId?: unknown } | null)?.jobId;
  if (typeof jobId !== 'string' || jobId.length === 0) {
    throw AppError.badRequest('Queue message must be {"jobId": "<id>"}');
  }
  jobs ??= workerDeps();
  await runAccountJob(jobs, jobId);
}

function workerDeps(): AccountJobRunDeps {
  const config = cloudConfig(FUNCTION_SECRETS.accountWorker);
  const core = cloudCore(config);
  return accountJobsFor(core, accountDataFor(core, cloudKeyWrapper(config)));
}

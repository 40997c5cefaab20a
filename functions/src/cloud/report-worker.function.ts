import { accountsFor } from '../composition/accounts';
import { mailerFor, reportsFor } from '../composition/reports';
import { researchFor } from '../composition/research';
import type { ReportDeps } from '../domain/reports/report-deps';
import { handleExecution } from '../domain/reports/run-execution';
import { parseExecutionMessage } from '../jobs/execution-message';
import { cloudConfig } from './cloud-config';
import { cloudCore } from './cloud-core';
import { cloudKeyWrapper } from './cloud-keys';
import { FUNCTION_SECRETS } from './params';

let reports: ReportDeps | undefined;

/**
 * The `reportWorker` function: the run a queue message names, handed back to the queue when
 * `handBack` fires. It builds the research pipeline and the chat, not billing, the contact form
 * or the HTTP app.
 */
export async function workExecution(message: unknown, handBack: AbortSignal): Promise<void> {
  const { executionId } = parseExecutionMessage(message);
  reports ??= workerDeps();
  await handleExecution(reports, executionId, { handBack });
}

function workerDeps(): ReportDeps {
  const config = cloudConfig(FUNCTION_SECRETS.reportWorker);
  const core = cloudCore(config);
  const research = researchFor(config, accountsFor(core, cloudKeyWrapper(config)), core.log);
  return reportsFor(core, mailerFor(config), research);
}

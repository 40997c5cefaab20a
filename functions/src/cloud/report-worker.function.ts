import { accountsFor } from '../composition/accounts';
import { mailerFor, reportsFor } from '../composition/reports';
import { researchFor } from '../composition/research';
import { viewersFor } from '../composition/viewers';
import { handleExecution } from '../domain/reports/execution/run-execution';
import type { ReportDeps } from '../domain/reports/report-deps';
import { ExecutionMessage, readQueueMessage } from '../jobs/execution-message';
import { createLogger } from '../log';
import { logEvent } from '../log-events';
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
export async function workExecution(message: () => unknown, handBack: AbortSignal): Promise<void> {
  const read = readQueueMessage(message, ExecutionMessage);
  // Acknowledged, not thrown: no redelivery would ever parse it (execution-message.ts).
  if (!read.ok) {
    logEvent.queueMessageDropped(createLogger(), { topic: 'report-executions', reason: read.reason });
    return;
  }
  reports ??= workerDeps();
  await handleExecution(reports, read.value.executionId, { handBack });
}

function workerDeps(): ReportDeps {
  const config = cloudConfig(FUNCTION_SECRETS.reportWorker);
  const core = cloudCore(config);
  const research = researchFor(config, accountsFor(core, cloudKeyWrapper(config)), core.log);
  return reportsFor(core, mailerFor(config), research, viewersFor(config, research.drive));
}

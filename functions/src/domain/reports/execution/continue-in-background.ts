import crypto from 'node:crypto';
import {
  type ContinueInBackgroundResponse,
  DAILY_LIMIT_MESSAGE,
  DAILY_LIMIT_PAUSE_MESSAGE,
} from '@quarry/contracts/research';
import { signalExecution } from '../../live/signals';
import { dailyQuotaResumesAt } from '../../research/model/quota-reset';
import { AppError } from '../../shared/app-error';
import { firstEvents } from '../events/run-events';
import { ownRun } from '../events/run-stream';
import type { ReportDeps } from '../report-deps';
import { readDocuments, writeDocuments } from '../runs/run-parts';
import { updateRunIn } from '../runs/run-patches';
import { getRun } from '../runs/run-reads';
import type { RunRecord } from '../runs/run-record';
import { createRunIn } from '../runs/run-writes';
import { newExecution } from './create-run';

/**
 * 'Continue in the background' (docs/decisions/reading-economy.md): a chat run that Gemini's daily limit ended goes
 * on as a background run of the same question and documents, in the same session, paused until the
 * limit resets and e-mailing when ready. What the first run read is in the extraction cache, so no
 * document is asked about twice. Asking again answers with the same run (idempotence: docs/decisions/reading-economy.md).
 */
export async function continueInBackground(
  deps: ReportDeps,
  uid: string,
  executionId: string,
): Promise<ContinueInBackgroundResponse> {
  const ended = await ownRun(deps, uid, executionId);
  const user = await deps.research.accounts.users.get(uid);
  const userEmail = user?.email ?? '';
  if (ended.executionStatus !== 'failed' || ended.errorMessage !== DAILY_LIMIT_MESSAGE) {
    throw new AppError({
      code: 'EXECUTION.NOT_AT_DAILY_LIMIT',
      httpStatus: 409,
      message: "Only a report that Gemini's daily quota ended can go on in the background.",
    });
  }
  const documents = (await readDocuments(deps.store, executionId, ended)) ?? [];
  const until = dailyQuotaResumesAt(deps.clock.now()).toISOString();
  const id = crypto.randomUUID();
  const doc: RunRecord = {
    ...newExecution(
      deps,
      uid,
      {
        ...(ended.driveOwnerId ? { driveOwnerId: ended.driveOwnerId } : {}),
        savedReportId: ended.savedReportId,
        chatSessionId: ended.chatSessionId,
        triggerSource: ended.triggerSource,
        savedReportName: ended.savedReportName,
        chatSessionTitle: ended.chatSessionTitle,
        reportDetails: ended.reportDetails,
        documentCount: ended.documentCount,
        notifyOnCompletion: true,
      },
      false,
    ),
    leaseUntil: until,
    pausedUntil: until,
  };
  const paused = {
    type: 'status' as const,
    message: DAILY_LIMIT_PAUSE_MESSAGE,
    pausedUntil: until,
    executionId: id,
    ...(ended.chatSessionId ? { sessionId: ended.chatSessionId } : {}),
  };
  const made = await deps.store.runTransaction(async (tx) => {
    const now = await getRun(tx, executionId);
    if (now?.continuedAs) return { executionId: now.continuedAs, created: false };
    createRunIn(tx, id, {
      ...doc,
      ...writeDocuments(tx, id, doc, documents),
      ...firstEvents(tx, id, doc, [paused]),
    });
    updateRunIn(tx, executionId, { continuedAs: id });
    return { executionId: id, created: true };
  });
  if (!made.created) {
    const earlier = await getRun(deps.store, made.executionId);
    return { executionId: made.executionId, pausedUntil: earlier?.pausedUntil ?? until, userEmail };
  }
  if (doc.chatSessionId) await deps.chat.linkExecution(uid, doc.chatSessionId, id, 'running');
  await signalExecution(deps, doc);
  return { executionId: id, pausedUntil: until, userEmail };
}

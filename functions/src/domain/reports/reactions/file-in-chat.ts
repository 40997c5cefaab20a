import type { ChatMessage } from '@quarry/contracts/chat';
import { fitTitle } from '@quarry/contracts/session-title';
import { SERVER_ANSWER_PREFIX } from '../../chat/chat-sessions';
import { unlessDeleted } from '../../shared/store-errors';
import type { ReportDeps, RunEndedReaction } from '../report-deps';
import { readDocuments, readReport, type StoredReport } from '../runs/run-parts';
import { updateRun } from '../runs/run-patches';
import { hasGridOf, type RunRecord } from '../runs/run-record';

/**
 * A run asked from the chat files its report there (a reaction to its end, run-ended.ts): the
 * answer goes into its session (a new one if that was deleted), the session shows the outcome,
 * and the run is marked filed so its stream may end (run-stream.ts).
 */
export const fileInChat: RunEndedReaction = async (deps, { executionId, run, seen, written }) => {
  if (run.triggerSource !== 'chat' || !run.chatSessionId) return;
  let sessionId = run.chatSessionId;
  const report = written ?? (await readReport(deps.store, executionId, run));
  if (report) sessionId = await keepAnswer(deps, executionId, run, sessionId, report);
  await deps.chat.settleExecution(sessionId, executionId, run.executionStatus, seen);
  // What the chat's page reads next is in place: the run's stream may now end.
  if (!run.filedAt) {
    await updateRun(deps.store, executionId, { filedAt: deps.clock.now().toISOString() }).catch(
      unlessDeleted,
    );
    deps.runEvents.ring(executionId);
  }
};

async function keepAnswer(
  deps: ReportDeps,
  executionId: string,
  doc: RunRecord,
  sessionId: string,
  report: StoredReport,
) {
  const timestamp = doc.finishedAt ?? deps.clock.now().toISOString();
  const reply: ChatMessage = {
    id: `${SERVER_ANSWER_PREFIX}${executionId}`,
    // The run the answer is: its Export menu exports it (docs/decisions/exports.md).
    executionId,
    role: 'assistant',
    content: report.result,
    timestamp,
    ...(report.evidence ? { evidence: report.evidence } : {}),
    ...(doc.completion?.documentsOutcome ? { documentsOutcome: doc.completion.documentsOutcome } : {}),
    ...(hasGridOf(doc) ? { hasGrid: true } : {}),
  };
  try {
    await deps.chat.append(doc.ownerId, sessionId, [reply]);
    return sessionId;
  } catch (error) {
    // The session was deleted while the report was written: keep the report in a new session.
    if ((error as { httpStatus?: number }).httpStatus !== 404) throw error;
  }
  const question: ChatMessage = {
    id: `question-${executionId}`,
    role: 'user',
    content: doc.reportDetails.query,
    timestamp,
  };
  const created = await deps.chat.create(doc.ownerId, {
    title: doc.chatSessionTitle ?? fitTitle(doc.reportDetails.query),
    messages: [question, reply],
    searchTerms: doc.reportDetails.keywords,
    selectedFiles: ((await readDocuments(deps.store, executionId, doc)) ?? []).map((d) => d.id),
  });
  await deps.chat.linkExecution(doc.ownerId, created, executionId, doc.executionStatus);
  await updateRun(deps.store, executionId, { chatSessionId: created });
  return created;
}

import type { ChatMessage } from '@quarry/contracts/chat';
import type { PendingRun } from './active-session';

/** The server files a finished chat report in its session under this id (docs/decisions/runs.md). */
export const reportMessageId = (executionId: string) => `report-${executionId}`;
/** The question the server keeps in a session it created for the run. */
const serverQuestionId = (executionId: string) => `question-${executionId}`;

export function hasReport(messages: ChatMessage[], executionId: string): boolean {
  return messages.some((message) => message.id === reportMessageId(executionId));
}

/**
 * A session as loaded, plus what this tab knew of its unfinished run: the question goes back before
 * its report (or at the end while the report is still being written) unless the session has it, and
 * the filed report carries the query that produced it, so it can be saved like a fresh answer.
 */
export function withPendingRun(messages: ChatMessage[], run: PendingRun): ChatMessage[] {
  const reportId = reportMessageId(run.executionId);
  const known = new Set([run.question.id, serverQuestionId(run.executionId)]);
  const withQuestion = messages.some((message) => known.has(message.id))
    ? messages
    : insertBefore(messages, reportId, run.question);
  return withQuestion.map((message) =>
    message.id === reportId && !message.completedQuery
      ? { ...message, completedQuery: run.completedQuery }
      : message,
  );
}

function insertBefore(messages: ChatMessage[], id: string, inserted: ChatMessage): ChatMessage[] {
  const at = messages.findIndex((message) => message.id === id);
  if (at < 0) return [...messages, inserted];
  return [...messages.slice(0, at), inserted, ...messages.slice(at)];
}

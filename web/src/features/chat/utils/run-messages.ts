import type { ChatMessage } from '@quarry/contracts/chat';
import { QUOTA_BOX_AFTER_SECONDS } from '@quarry/contracts/research';
import type { ExtractionProgress, ExtractionResult } from '../flows/run-extraction';
import type { CompletedQuery } from './completed-query';
import { createMessage, textToHtml } from './messages';
import { quotaErrorContent } from './quota';

type Answered = Extract<ExtractionResult, { kind: 'complete' | 'queued' }>;

/**
 * The assistant message a run ends with. A completed report keeps its evidence (for the citation
 * popovers) and the query that produced it (so it can be saved or shared after a reload).
 */
export function answerMessage(result: Answered, completedQuery: CompletedQuery): ChatMessage {
  if (result.kind === 'queued') {
    return createMessage(
      'assistant',
      textToHtml(
        `Your report has been queued. An e-mail will be sent to ${result.userEmail} when it is ready.`,
      ),
    );
  }
  const { answer, evidence, documentsOutcome } = result.event;
  return {
    ...createMessage('assistant', answer),
    ...(evidence ? { evidence } : {}),
    ...(documentsOutcome ? { documentsOutcome } : {}),
    completedQuery,
  };
}

/**
 * The quota box while a run waits on Gemini: once the run's waits pass QUOTA_BOX_AFTER_SECONDS it
 * joins the conversation, once per run, and the run goes on. Returns the message when it is due.
 */
export function quotaWaitNotice(): (progress: ExtractionProgress) => ChatMessage | undefined {
  let shown = false;
  return ({ message, quotaWait }) => {
    if (shown || !quotaWait || quotaWait.totalSeconds <= QUOTA_BOX_AFTER_SECONDS) return undefined;
    shown = true;
    return createMessage('assistant', quotaErrorContent(message));
  };
}

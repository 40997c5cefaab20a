import type { ChatMessage } from '@quarry/contracts/chat';
import type { ExtractionResult } from '../flows/run-extraction';
import type { CompletedQuery } from './completed-query';
import { createMessage, textToHtml } from './messages';

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
  const { answer, evidence, documentsOutcome, executionId, hasGrid } = result.event;
  return {
    ...createMessage('assistant', answer),
    ...(evidence ? { evidence } : {}),
    ...(documentsOutcome ? { documentsOutcome } : {}),
    ...(executionId ? { executionId } : {}),
    ...(hasGrid ? { hasGrid } : {}),
    completedQuery,
  };
}

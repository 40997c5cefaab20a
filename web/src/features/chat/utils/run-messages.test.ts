import type { StreamEvent } from '@quarry/contracts/research';
import { describe, expect, it } from 'vitest';
import { answerMessage } from './run-messages';

type CompleteEvent = Extract<StreamEvent, { type: 'complete' }>;

const completedQuery = {
  query: 'What are the renewal dates?',
  keywords: ['contract'],
  negativeKeywords: [],
  deselectedDocuments: [],
  directories: [],
};

function ending(extra: Partial<CompleteEvent> = {}): CompleteEvent {
  return {
    type: 'complete',
    answer: '<p>The answer.</p>',
    executionId: 'run-1',
    documentsProcessed: 2,
    statusCounts: { data: 2, noData: 0, failed: 0 },
    documentNames: { data: [], noData: [], failed: [] },
    ...extra,
  };
}

describe('the answer a run ends with', () => {
  it('when the run’s end says it has a grid, then the answer keeps that, so the chat shows its grid', () => {
    const message = answerMessage({ kind: 'complete', event: ending({ hasGrid: true }) }, completedQuery);

    expect(message.hasGrid).toBe(true);
    expect(message.executionId).toBe('run-1');
  });

  it('when the run’s end says nothing of a grid, then the answer has none to ask for', () => {
    const message = answerMessage({ kind: 'complete', event: ending() }, completedQuery);

    expect(message.hasGrid).toBeUndefined();
  });
});

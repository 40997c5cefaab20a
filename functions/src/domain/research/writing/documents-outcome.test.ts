import { describe, expect, it } from 'vitest';
import { documentsOutcome, summarizeDocuments } from './documents-outcome';

const read = { status: 'data' as const };
const empty = { status: 'noData' as const };
const failed = (reason: string) => ({ status: 'failed' as const, reason });

describe('the summary of a run that could not read every document', () => {
  it('when one of ten documents failed because Gemini was unavailable, then the summary says N of M read, K failed and why', () => {
    // Arrange
    const endings = [
      ...Array.from({ length: 8 }, () => read),
      empty,
      failed('Gemini was unavailable: the model is overloaded. Please try again later'),
    ];

    // Act
    const outcome = documentsOutcome(endings);

    // Assert
    expect(outcome).toEqual({
      total: 10,
      read: 9,
      failed: 1,
      summary: '9 of 10 documents read; 1 failed: Gemini was unavailable',
    });
  });

  it('when documents failed for different reasons, then each reason is named with its count, most common first', () => {
    // Arrange
    const endings = [
      read,
      failed('The file is empty'),
      failed('Gemini was unavailable: timeout'),
      failed('Gemini was unavailable: the model is overloaded'),
    ];

    // Act
    const { summary } = documentsOutcome(endings);

    // Assert
    expect(summary).toBe(
      '1 of 4 documents read; 3 failed: Gemini was unavailable (2); The file is empty (1)',
    );
  });

  it('when more than three reasons differ, then the rest are counted, not listed', () => {
    // Arrange
    const endings = ['A: x', 'B: x', 'C: x', 'D: x', 'E: x'].map(failed);

    // Act
    const { summary } = documentsOutcome(endings);

    // Assert
    expect(summary).toBe('0 of 5 documents read; 5 failed: A (1); B (1); C (1); 2 other reasons');
  });

  it('when every document was read, then nothing failed and the summary only counts them', () => {
    // Act
    const outcome = documentsOutcome([read, empty]);

    // Assert
    expect(outcome).toEqual({ total: 2, read: 2, failed: 0, summary: '2 of 2 documents read' });
  });

  it('when a run recorded before reasons were kept had a failure, then its summary stops at the count', () => {
    // Act
    const outcome = summarizeDocuments({ data: 0, noData: 0, failed: 1 });

    // Assert
    expect(outcome.summary).toBe('0 of 1 document read; 1 failed');
  });
});

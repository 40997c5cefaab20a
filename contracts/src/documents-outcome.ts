import { z } from 'zod';

/**
 * How a finished run's documents ended (docs/architecture/reading-economy.md, honest outcomes). A run that could not
 * read some of its documents is still a `success`, but says so wherever it is shown: its stream's
 * last event, its record, every view of it, the history and its e-mails. The summary names no
 * document, so it is the same for viewers who may not see the documents.
 */
export const DocumentsOutcome = z.object({
  /** M: the documents the run set out to read. */
  total: z.number().int().min(0),
  /** N: the documents read to the end, with data or without. */
  read: z.number().int().min(0),
  /** K: the documents that failed, after their retries. */
  failed: z.number().int().min(0),
  /** 'N of M documents read; K failed: reason' ('M of M documents read' when none failed). */
  summary: z.string().max(2000),
});
export type DocumentsOutcome = z.infer<typeof DocumentsOutcome>;

/** A run that ended with documents failed: the views show its summary beside its status. */
export function isPartial(outcome: DocumentsOutcome | null | undefined): outcome is DocumentsOutcome {
  return (outcome?.failed ?? 0) > 0;
}

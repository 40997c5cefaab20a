import type { Cell } from './column-task';
import type { CorpusStats } from './corpus-stats';
import { extractionTask, type Finding } from './extraction-task';
import type { PromptBlocks } from './prompt-blocks';
import { type QuoteFaultKind, withQuoteFault } from './quote-faults';

export interface PackedEntry {
  id: string;
  hasData: boolean;
  findings: Finding[];
  cells?: Cell[];
}

/**
 * A packed extraction (docs/prompt-protocol.md): each `<document>` block answered on its own, exactly
 * as it would be answered alone (the same question, keywords and drive statistics, the document's own
 * passages), so a document's outcome does not depend on the documents it shares a call with.
 */
export function packedExtractionTask(
  blocks: PromptBlocks,
  corpus?: CorpusStats,
): { documents: PackedEntry[] } {
  return {
    documents: blocks.documents.map((document) => ({
      id: document.id,
      ...extractionTask({ ...blocks, documents: [document] }, corpus),
    })),
  };
}

/** What the document faults of one packed call do: documents left out, and documents garbled. */
export interface DocumentFaults {
  omit: Set<string>;
  garble: Set<string>;
  /** Documents whose first finding is made wrong (quote-faults.ts). */
  quotes: Map<string, QuoteFaultKind>;
}

/**
 * The packed answer with faults aimed at its documents (by id): an omitted document has no entry; a
 * garbled one keeps its id but not the shape of an entry (hasData is not a boolean, findings not a
 * list), as a model that loses track halfway through a long answer writes it.
 */
export function withDocumentFaults(answer: { documents: PackedEntry[] }, faults: DocumentFaults): unknown {
  return {
    documents: answer.documents
      .filter((entry) => !faults.omit.has(entry.id))
      .map((entry) => {
        if (faults.garble.has(entry.id)) return { id: entry.id, hasData: 'unclear', findings: 'see above' };
        const quoteFault = faults.quotes.get(entry.id);
        return quoteFault ? withQuoteFault(entry, quoteFault) : entry;
      }),
  };
}

import type { DocumentsOutcome } from '@quarry/contracts/documents-outcome';

/** How many different reasons the summary names before it counts the rest. */
const REASONS_NAMED = 3;
const HEADLINE_MAX_CHARS = 120;

export interface DocumentEnding {
  status: 'data' | 'noData' | 'failed';
  /** A failed document's reason, 'Headline: detail' (the coverage table shows it whole). */
  reason?: string | null;
}

/**
 * A failure reason as the summary names it: its headline, the words before the detail ('Gemini was
 * unavailable', 'The file is too large to read'). The detail stays in the coverage table.
 */
function headline(reason: string | null | undefined): string {
  const text = (reason ?? '').trim();
  const colon = text.indexOf(': ');
  const head = (colon > 0 ? text.slice(0, colon) : text).replace(/[.\s]+$/, '');
  return head.length > HEADLINE_MAX_CHARS ? `${head.slice(0, HEADLINE_MAX_CHARS - 1).trimEnd()}…` : head;
}

/** The failed documents' reasons, most common first: one alone, or each with its count. */
function reasonsText(reasons: (string | null | undefined)[]): string {
  const counts = new Map<string, number>();
  for (const reason of reasons) {
    const head = headline(reason);
    if (head) counts.set(head, (counts.get(head) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  if (ranked.length <= 1) return ranked[0]?.[0] ?? '';
  const named = ranked.slice(0, REASONS_NAMED).map(([head, count]) => `${head} (${count})`);
  const others = ranked.length - REASONS_NAMED;
  return [...named, ...(others > 0 ? [`${others} other reason${others === 1 ? '' : 's'}`] : [])].join('; ');
}

/**
 * What a run's documents came to (docs/architecture/reading-economy.md): 'N of M documents read; K failed: reason'.
 * `reasons` are the failed documents' reasons; runs recorded before reasons were kept give none,
 * and their summary stops at the count.
 */
export function summarizeDocuments(
  counts: { data: number; noData: number; failed: number },
  reasons: (string | null | undefined)[] = [],
): DocumentsOutcome {
  const read = counts.data + counts.noData;
  const total = read + counts.failed;
  const documents = `${read} of ${total} document${total === 1 ? '' : 's'} read`;
  if (counts.failed === 0) return { total, read, failed: 0, summary: documents };
  const why = reasonsText(reasons);
  return {
    total,
    read,
    failed: counts.failed,
    summary: `${documents}; ${counts.failed} failed${why ? `: ${why}` : ''}`,
  };
}

/** The same from the documents' endings, as a run has them when it finishes. */
export function documentsOutcome(endings: DocumentEnding[]): DocumentsOutcome {
  const count = (status: DocumentEnding['status']) => endings.filter((e) => e.status === status).length;
  return summarizeDocuments(
    { data: count('data'), noData: count('noData'), failed: count('failed') },
    endings.filter((e) => e.status === 'failed').map((e) => e.reason),
  );
}

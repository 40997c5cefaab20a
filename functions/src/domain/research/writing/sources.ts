import { decidedOutcome } from '../extraction/document-outcome';
import type { ExtractionOutcome } from '../extraction/extract-document';
import type { CitedFinding } from '../extraction/findings';
import { plainFinding } from '../extraction/plain-finding';
import type { Source } from './report-markdown';

/**
 * Numbers the documents that had data 1..N in reading order (the Sources list, and the n of every
 * [n]) and turns their findings into cited plain-text findings for the writing step. A quote that
 * was not found in its document (verify-quotes.ts) is not given to the writing step, so it never
 * supports a claim; it stays in the evidence, marked. A source's pages are its verified quotes'.
 */
export function numberSources(outcomes: ExtractionOutcome[]): {
  sources: Source[];
  findings: CitedFinding[];
} {
  const sources: Source[] = [];
  const findings: CitedFinding[] = [];
  for (const outcome of outcomes) {
    if (outcome.status !== 'data') continue;
    const number = sources.length + 1;
    const usable = outcome.findings.filter((f) => f.verified !== false);
    const pages = [...new Set(usable.flatMap((f) => (f.page ? [f.page] : [])))].sort((a, b) => a - b);
    sources.push({ number, file: outcome.file, pages });
    for (const f of usable) {
      const text = plainFinding(f.text);
      if (!text) continue;
      findings.push({
        source: number,
        document: outcome.file.name,
        text,
        ...(f.page ? { page: f.page } : {}),
      });
    }
  }
  return { sources, findings };
}

/**
 * Each outcome with its status decided by the one rule (document-outcome.ts): a document whose
 * findings are only markup (a table rule, a bare heading marker) and whose cells hold no verified
 * value has nothing to say; one whose cells do has data even when its findings are none. So the
 * Sources list, the coverage, the grid and the counts agree.
 */
export function decidedOutcomes(outcomes: ExtractionOutcome[]): ExtractionOutcome[] {
  return outcomes.map(decidedOutcome);
}

/** The same document picked twice is read once and counted once (docs/decisions/security.md). */
export function uniqueById<T extends { id: string }>(documents: T[]): T[] {
  const seen = new Set<string>();
  return documents.filter((d) => !seen.has(d.id) && seen.add(d.id));
}

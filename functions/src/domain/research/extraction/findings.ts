import { block, wrapper } from '../model/prompt-blocks';

/** A finding with the citation number of its document (sources are numbered 1..n). */
export interface CitedFinding {
  source: number;
  document: string;
  text: string;
  page?: number;
}

export function findingsBlock(findings: CitedFinding[]): string {
  return wrapper(
    'findings',
    findings.map((f) => block('finding', f.text, { source: f.source, document: f.document, page: f.page })),
  );
}

export function findingsSize(findings: CitedFinding[]): number {
  return findings.reduce((total, f) => total + f.text.length + f.document.length + 40, 0);
}

/** Groups findings, in order, into batches that each fit the budget. */
export function batchFindings(findings: CitedFinding[], budget: number): CitedFinding[][] {
  const batches: CitedFinding[][] = [];
  let current: CitedFinding[] = [];
  let size = 0;
  for (const finding of findings) {
    const cost = findingsSize([finding]);
    if (current.length > 0 && size + cost > budget) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(finding);
    size += cost;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Turns a partial report back into findings: each sentence ending in citations [n] becomes a
 * finding of those sources. This is the "reduce" step's input: cited, condensed, and still
 * traceable to the documents, so map-reduce never loses a citation.
 */
export function findingsFromReport(markdown: string, known: Map<number, string>): CitedFinding[] {
  const findings: CitedFinding[] = [];
  const sentences = markdown
    .replace(/^#+\s.*$/gm, '')
    .split(/(?<=\])\s*[.!?]?\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const sentence of sentences) {
    const sources = [...sentence.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])).filter((n) => known.has(n));
    if (sources.length === 0) continue;
    const text = sentence
      .replace(/\s*\[\d+\]/g, '')
      .replace(/^[-*]\s+/, '')
      .trim();
    if (!text) continue;
    const source = sources[0] as number;
    findings.push({ source, document: known.get(source) ?? '', text });
  }
  return findings;
}

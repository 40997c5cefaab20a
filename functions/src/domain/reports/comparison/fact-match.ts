import type { EvidenceRow } from '../../research/extraction/evidence-table';
import { holdsQuote } from '../../research/extraction/text-fingerprint';
import { fragmentsOf, skeletonOf } from '../../research/extraction/verify-quotes';

/** One verified finding of a document, as two runs are compared on it (docs/architecture/watching.md). */
export interface Fact {
  /** The quote as the quote check compares it. */
  key: string;
  /** Its runs of words, as skeletons (an ellipsis leaves words out between them). */
  fragments: string[];
  /** The same with its figures blanked: a finding whose figures changed keeps its shape. */
  shape: string;
  text: string;
  page?: number;
}

const FIGURES = /[\p{N}][\p{N}.,:/-]*/gu;

export function factsOf(row: EvidenceRow | undefined): Fact[] {
  if (!row || row.outcome === 'failed') return [];
  const seen = new Set<string>();
  return row.findings.flatMap((finding) => {
    // A quote the check could not find in the document is no fact (docs/decisions/evidence.md).
    if (finding.verified === false) return [];
    const key = skeletonOf(finding.text);
    if (!key || seen.has(key)) return [];
    seen.add(key);
    const fragments = fragmentsOf(finding.text);
    const shape = fragments.join('…').replace(FIGURES, '#');
    return [{ key, fragments, shape, text: finding.text, ...(finding.page ? { page: finding.page } : {}) }];
  });
}

/** Whether the fragments occur, in order, in `text`. */
function inOrder(fragments: string[], text: string): boolean {
  let cursor = 0;
  for (const fragment of fragments) {
    const at = text.indexOf(fragment, cursor);
    if (at < 0) return false;
    cursor = at + fragment.length;
  }
  return fragments.length > 0;
}

/**
 * Two quotes of one document are the same fact when one holds the other: a model quoting a table
 * row with its header and '…' one time and alone the next, or a sentence with its neighbour, still
 * quotes the same words.
 */
export function sameFact(a: Fact, b: Fact): boolean {
  return (
    a.key === b.key ||
    inOrder(a.fragments, b.fragments.join('')) ||
    inOrder(b.fragments, a.fragments.join(''))
  );
}

/**
 * Whether the document, as `row`'s run read it, still says `fact`: that run quoted it too, or its
 * text's fingerprint holds the quote. The model choosing other passages is no change of the text.
 */
export function stillSays(row: EvidenceRow | undefined, facts: Fact[], fact: Fact): boolean {
  if (!row || row.outcome === 'failed') return false;
  return facts.some((other) => sameFact(fact, other)) || holdsQuote(row.fingerprint, fact.text);
}

/** Whether two runs read the same words in a document (its fingerprints agree). */
export function sameText(a: EvidenceRow | undefined, b: EvidenceRow | undefined): boolean {
  return Boolean(a?.fingerprint && b?.fingerprint && a.fingerprint.textHash === b.fingerprint.textHash);
}

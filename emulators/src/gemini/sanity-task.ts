import type { PromptBlocks } from './prompt-blocks';
import { reportSentences } from './report-sentences';
import { contentStems, isContentWord, stem, tokenize } from './text-utils';

/** Share of a claim's content words that must appear in the cited findings for it to count as supported. */
const SUPPORTED_SHARE = 0.5;

export interface UnsupportedClaim {
  claim: string;
  reason: string;
}

/**
 * The sanity check: a cited sentence of the report is unsupported when it cites a source number that
 * is not among the findings, or when most of its content words appear in none of the cited findings.
 */
export function sanityTask(blocks: PromptBlocks): { unsupportedClaims: UnsupportedClaim[] } {
  const bySource = new Map<number, Set<string>>();
  for (const finding of blocks.findings ?? []) {
    if (finding.source === undefined) continue;
    const terms = bySource.get(finding.source) ?? new Set<string>();
    for (const term of contentStems(`${finding.text} ${finding.document}`)) terms.add(term);
    bySource.set(finding.source, terms);
  }
  const unsupportedClaims: UnsupportedClaim[] = [];
  for (const sentence of reportSentences(blocks.report ?? '')) {
    if (sentence.sources.length === 0) continue;
    const missing = sentence.sources.filter((source) => !bySource.has(source));
    if (missing.length > 0) {
      const cited = missing.map((n) => `[${n}]`).join(', ');
      unsupportedClaims.push({
        claim: sentence.text,
        reason: `Cites ${cited}, which is not among the findings.`,
      });
      continue;
    }
    const support = new Set(sentence.sources.flatMap((source) => [...(bySource.get(source) ?? [])]));
    const words = new Map(
      tokenize(sentence.claim)
        .filter((t) => isContentWord(t.text))
        .map((t) => [stem(t.text), t.text]),
    );
    const absent = [...words].filter(([term]) => !support.has(term)).map(([, word]) => word);
    if (words.size > 0 && absent.length / words.size > 1 - SUPPORTED_SHARE) {
      const cited = sentence.sources.map((n) => `[${n}]`).join(', ');
      unsupportedClaims.push({
        claim: sentence.text,
        reason: `The cited source ${cited} does not mention: ${absent.slice(0, 5).join(', ')}.`,
      });
    }
  }
  return { unsupportedClaims };
}

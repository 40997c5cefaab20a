import { type Candidate, dedupeAndSort, keywordKey, rankCandidates } from './keyword-candidates';
import type { PromptBlocks } from './prompt-blocks';
import { synonymsOf } from './synonyms';
import { stem, tokenize } from './text-utils';

export const DEFAULT_MAX_KEYWORDS = 30;

/**
 * The keyword steps. The first step (no `<keywords>` block) ranks the question's salient terms, then
 * the standing system query's; later steps keep the previous keywords and add close variants and
 * synonyms. Negative keywords are dropped at every step.
 */
export function keywordTask(blocks: PromptBlocks): { keywords: string[] } {
  const limit = blocks.maxKeywords ?? DEFAULT_MAX_KEYWORDS;
  const excluded = negativeFilter(blocks.negativeKeywords);
  const previous = blocks.keywords ?? [];
  const refining = previous.length > 0;
  const ranked = refining ? refine(previous) : fromQuestion(blocks);
  // Refining adds "tents" beside "tent" on purpose, so there only exact repeats are duplicates.
  const keywords = dedupeAndSort(ranked, refining ? (k) => k.toLowerCase() : keywordKey)
    .map((c) => c.text)
    .filter((k) => !excluded(k));
  return { keywords: keywords.slice(0, limit) };
}

function fromQuestion(blocks: PromptBlocks): Candidate[] {
  return [...rankCandidates(blocks.question ?? '', 10), ...rankCandidates(blocks.systemQuery ?? '', 0)];
}

/** Previous keywords keep their order ahead of everything added. */
function refine(previous: string[]): Candidate[] {
  const kept = previous.map((text, i) => ({ text, score: 1000 - i }));
  const added: Candidate[] = [];
  previous.forEach((keyword, i) => {
    for (const variant of [...numberVariants(keyword), ...synonymsOf(keyword)]) {
      added.push({ text: variant, score: 500 - i });
    }
  });
  return [...kept, ...added];
}

/** The singular or plural of a single common word ("tent" ⇄ "tents"). */
function numberVariants(keyword: string): string[] {
  if (!/^\p{Ll}[\p{Ll}-]+$/u.test(keyword) || keyword.length < 3 || /(ed|ing|ly)$/.test(keyword)) return [];
  if (/[^aeiou]ies$/.test(keyword)) return [`${keyword.slice(0, -3)}y`];
  if (/(ss|x|z|ch|sh)es$/.test(keyword)) return [keyword.slice(0, -2)];
  if (/[^su]s$/.test(keyword)) return [keyword.slice(0, -1)];
  if (/[^aeiou]y$/.test(keyword)) return [`${keyword.slice(0, -1)}ies`];
  if (/(s|x|z|ch|sh)$/.test(keyword)) return [`${keyword}es`];
  return [`${keyword}s`];
}

/** A keyword is dropped when it contains a negative keyword (compared by stems). */
function negativeFilter(negatives: string[]): (keyword: string) => boolean {
  const keys = negatives.map(keywordKey).filter((k) => k !== '');
  return (keyword) => {
    const key = ` ${tokenize(keyword)
      .map((t) => stem(t.text))
      .join(' ')} `;
    return keys.some((negative) => key.includes(` ${negative} `));
  };
}

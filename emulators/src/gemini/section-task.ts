import type { PromptBlocks } from './prompt-blocks';
import { type CitedSentence, reportSentences } from './report-sentences';
import { contentStems } from './text-utils';

const INTRODUCTION_SENTENCES = 2;
const CONCLUSION_SENTENCES = 3;

/**
 * Introduction or conclusion of a composed report, built only from the report's own cited sentences
 * (the ones sharing most terms with the question), so every claim keeps the citation it had. The
 * introduction stands before the report's direct answer, so it leaves that paragraph's sentences to
 * it while others are left. The number of sources it states is the number the reader's Sources list
 * shows: the distinct sources of the `<findings>` when given, else of every citation in the report.
 */
export function sectionTask(blocks: PromptBlocks, section: 'introduction' | 'conclusion'): string {
  const report = blocks.report ?? '';
  const cited = rank(reportSentences(report), blocks.question);
  const sources = sourceCount(blocks, cited);
  const question = blocks.question ? ` on “${blocks.question.replace(/\s+/g, ' ').trim()}”` : '';
  if (cited.length === 0) {
    return section === 'introduction'
      ? `This report gathers what the selected documents say${question}.\n`
      : `The selected documents contain no cited findings${question}.\n`;
  }
  if (section === 'introduction') {
    const opening = `This report gathers what the selected documents say${question}, drawing on ${count(sources)}.`;
    const answer = new Set(reportSentences(firstParagraph(report)).map((s) => s.text));
    const beyond = cited.filter((s) => !answer.has(s.text));
    const lead = (beyond.length > 0 ? beyond : cited).slice(0, INTRODUCTION_SENTENCES).map((s) => s.text);
    return `${[opening, ...lead].join(' ')}\n`;
  }
  const points = diverse(cited, CONCLUSION_SENTENCES).map((s) => s.text);
  const closing = `Taken together, ${count(sources)} support these points.`;
  return `${['In summary, the main points are these.', ...points, closing].join(' ')}\n`;
}

function sourceCount(blocks: PromptBlocks, cited: CitedSentence[]): number {
  const fromFindings = new Set(
    (blocks.findings ?? []).flatMap((f) => (f.source === undefined ? [] : [f.source])),
  );
  if (fromFindings.size > 0) return fromFindings.size;
  return new Set(cited.flatMap((s) => s.sources)).size;
}

function firstParagraph(markdown: string): string {
  return markdown.trim().split(/\n\s*\n/)[0] ?? '';
}

function count(sources: number): string {
  return sources === 1 ? '1 cited source' : `${sources} cited sources`;
}

/** Cited sentences, most relevant to the question first; report order breaks ties. */
function rank(sentences: CitedSentence[], question: string | undefined): CitedSentence[] {
  const terms = contentStems(question ?? '');
  return sentences
    .filter((s) => s.sources.length > 0)
    .map((sentence, position) => {
      let overlap = 0;
      for (const term of contentStems(sentence.claim)) if (terms.has(term)) overlap += 1;
      return { sentence, overlap, position };
    })
    .sort((a, b) => b.overlap - a.overlap || a.position - b.position)
    .map((entry) => entry.sentence);
}

/** Prefers one sentence per source before taking a second from the same source. */
function diverse(sentences: CitedSentence[], limit: number): CitedSentence[] {
  const firsts: CitedSentence[] = [];
  const rest: CitedSentence[] = [];
  const seen = new Set<string>();
  for (const sentence of sentences) {
    const key = sentence.sources.join(',');
    (seen.has(key) ? rest : firsts).push(sentence);
    seen.add(key);
  }
  return [...firsts, ...rest].slice(0, limit);
}

import type { DocumentBlock, PromptBlocks } from './prompt-blocks';
import { contentStems, splitSentences } from './text-utils';

export const MAX_FINDINGS = 5;
export const MAX_FINDING_CHARS = 400;
const SHORT_PASSAGE_CHARS = 40;

export interface Finding {
  text: string;
  page?: number;
}

interface Passage {
  text: string;
  page: number | undefined;
  position: number;
  score: number;
  matched: number;
}

/**
 * Extraction: the passages of the given document that best match the question's terms (weight 2)
 * and the keywords (weight 1), verbatim, with their pages. A passage counts only when it matches at
 * least two distinct query terms (or the only one there is); with none, the document has no data.
 */
export function extractionTask(blocks: PromptBlocks): { hasData: boolean; findings: Finding[] } {
  const weights = queryWeights(blocks);
  const needed = Math.min(2, weights.size);
  if (needed === 0) return { hasData: false, findings: [] };
  const phrases = (blocks.keywords ?? []).filter((k) => k.includes(' ')).map((k) => k.toLowerCase());
  const scored = passages(blocks.documents)
    .map((passage) => score(passage, weights, phrases))
    .filter((passage) => passage.matched >= needed);
  const best = scored
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, MAX_FINDINGS)
    .sort((a, b) => a.position - b.position);
  const findings = best.map((p) =>
    p.page === undefined ? { text: p.text } : { text: p.text, page: p.page },
  );
  return { hasData: findings.length > 0, findings };
}

function queryWeights(blocks: PromptBlocks): Map<string, number> {
  const weights = new Map<string, number>();
  for (const term of contentStems((blocks.keywords ?? []).join('\n'))) weights.set(term, 1);
  for (const term of contentStems(blocks.question ?? '')) weights.set(term, (weights.get(term) ?? 0) + 2);
  return weights;
}

function score(passage: Passage, weights: Map<string, number>, phrases: string[]): Passage {
  let total = 0;
  let matched = 0;
  for (const term of contentStems(passage.text)) {
    const weight = weights.get(term);
    if (weight === undefined) continue;
    total += weight;
    matched += 1;
  }
  const lower = passage.text.toLowerCase();
  total += phrases.filter((phrase) => lower.includes(phrase)).length;
  return { ...passage, score: total, matched };
}

function passages(documents: DocumentBlock[]): Passage[] {
  const all: Passage[] = [];
  for (const document of documents) {
    for (const page of document.pages) {
      for (const text of splitPassages(page.text)) {
        all.push({ text: clip(text), page: page.number, position: all.length, score: 0, matched: 0 });
      }
    }
  }
  return all;
}

/** Sentences of prose; rows of tables and lists stay one line each. Very short pieces join the next. */
export function splitPassages(text: string): string[] {
  const pieces: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const lines = paragraph.split('\n').filter((line) => line.trim() !== '');
    const rows =
      lines.length > 1 && lines.filter((line) => !/[.!?:]\s*$/.test(line)).length > lines.length / 2;
    const units = rows ? lines.map((line) => line.trim()) : splitSentences(paragraph);
    let pending = '';
    for (const unit of units) {
      pending = pending === '' ? unit : `${pending} ${unit}`;
      if (pending.length >= SHORT_PASSAGE_CHARS) {
        pieces.push(pending);
        pending = '';
      }
    }
    if (pending !== '') pieces.push(pending);
  }
  return pieces;
}

function clip(text: string): string {
  if (text.length <= MAX_FINDING_CHARS) return text;
  const cut = text.lastIndexOf(' ', MAX_FINDING_CHARS - 1);
  return `${text.slice(0, cut > MAX_FINDING_CHARS / 2 ? cut : MAX_FINDING_CHARS - 1)}…`;
}

import { splitSentences } from './text-utils';

export interface CitedSentence {
  /** The sentence as written, citation included. */
  text: string;
  /** The sentence without its citation markers. */
  claim: string;
  sources: number[];
}

const CITATION = /\s*\[(\d+(?:\s*,\s*\d+)*)\]/g;

/** Appends a citation before the sentence's closing punctuation: "It weighs 2 kg [1]." */
export function cite(sentence: string, source: number): string {
  const match = /^(.*?)([.!?…]*)$/s.exec(sentence.trim());
  const body = match?.[1] ?? sentence;
  const end = match?.[2] ?? '';
  return `${body} [${source}]${end === '' || end === '…' ? '.' : end}`;
}

/** Every sentence of a Markdown report, with the source numbers it cites (none for headings). */
export function reportSentences(markdown: string): CitedSentence[] {
  const prose = markdown
    .split('\n')
    .filter((line) => !/^\s*#/.test(line) && !/^\s*\|/.test(line))
    .map((line) =>
      line
        .replace(/^\s*(?:[-*+]|\d+\.)\s+/, '')
        // Emphasis markers go; an underscore inside a word ("q3_2025_usd") is part of it.
        .replace(/[*`]|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, ''),
    )
    .join('\n');
  return splitSentences(prose).map((text) => {
    const sources = [...text.matchAll(CITATION)].flatMap((m) =>
      m[1]!.split(',').map((n) => Number(n.trim())),
    );
    return { text, claim: text.replace(CITATION, '').trim(), sources: [...new Set(sources)] };
  });
}

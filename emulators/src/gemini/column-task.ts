import type { ColumnBlock, DocumentBlock } from './prompt-blocks';
import { contentStems, splitSentences } from './text-utils';

/** A cell as the extraction answer gives it (docs/prompt-protocol.md, "The evidence grid"). */
export interface Cell {
  column: string;
  value: string;
  quote: string;
  page?: number;
}

/**
 * Words a column question shares with nearly every line of a contract: they name no field, so a
 * line is never matched on them alone ("When does the contract renew?" is about renewing).
 */
const GENERIC = contentStems('contract agreement document date amount much many need needed required does');

const MONTH =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const DATE = new RegExp(
  `\\b(?:\\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:${MONTH})\\.?,? \\d{4}|(?:${MONTH})\\.? \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}/\\d{1,2}/\\d{4})\\b`,
  'i',
);
/** A figure's digits: a comma only between digits, so the comma after "EUR 12,000," stays out. */
const DIGITS = '\\d(?:[\\d,]*\\d)?(?:\\.\\d+)?';
const FIGURE = new RegExp(
  `(?:(?:[$€£]|\\b(?:USD|EUR|GBP)\\s?)${DIGITS}(?:\\s?(?:million|billion|thousand|[mk]|bn)\\b)?|\\b${DIGITS}\\s?(?:million|billion|thousand|bn|m|k|%|(?:calendar |business |working )?(?:days|weeks|months|years)\\b)?)`,
  'i',
);

/** The terms a line must share with the question: its content words but the generic ones. */
function termsOf(question: string): Set<string> {
  const all = contentStems(question);
  const own = [...all].filter((term) => !GENERIC.has(term));
  return new Set(own.length > 0 ? own : all);
}

/** How many of the terms a label holds; 0 unless it holds at least half of them. */
function matchOf(label: string, terms: Set<string>): number {
  const held = [...contentStems(label)].filter((term) => terms.has(term)).length;
  return held * 2 >= terms.size ? held : 0;
}

/** The value a column of this type takes from a stretch of text, or undefined when it holds none. */
function valueIn(text: string, type: string, whole: boolean): string | undefined {
  const trimmed = text.trim().replace(/[.;]$/, '');
  if (type === 'date') return DATE.exec(trimmed)?.[0];
  if (type === 'number') return FIGURE.exec(trimmed)?.[0]?.trim();
  if (type === 'yesno') return /^(yes|no)\b/i.exec(trimmed)?.[1];
  // Text: a labelled value is taken whole; in prose only a figure with its unit ("90 days") is.
  return whole ? trimmed || undefined : FIGURE.exec(trimmed)?.[0]?.trim();
}

interface Candidate {
  value: string;
  quote: string;
  page: number | undefined;
  score: number;
}

const cellsOfRow = (line: string) =>
  line
    .replace(/^\s*\|/, '')
    .replace(/\|\s*$/, '')
    .split(/\s*\|\s*|\t/)
    .map((cell) => cell.trim());
const isTableLine = (line: string) => /\|.*\|/.test(line) || line.includes('\t');
const isRule = (line: string) => /^[\s|:\-+]+$/.test(line);

/** Candidates of one page: table columns by header, labelled lines (and two-cell rows), then prose. */
function candidates(
  text: string,
  page: number | undefined,
  column: ColumnBlock,
  terms: Set<string>,
): Candidate[] {
  const found: Candidate[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (isTableLine(line) && !isRule(line)) {
      const cells = cellsOfRow(line);
      const next = lines.slice(index + 1).find((l) => !isRule(l));
      const header = cells.map((cell) => matchOf(cell, terms));
      const best = Math.max(...header);
      const at = header.indexOf(best);
      if (best > 0 && next && isTableLine(next) && cells.length > 2) {
        const value = valueIn(cellsOfRow(next)[at] ?? '', column.type, true);
        if (value) found.push({ value, quote: next.trim(), page, score: best + 0.5 });
      }
      const [label, cell] = cells;
      const score = cells.length === 2 && label ? matchOf(label, terms) : 0;
      const value = score > 0 && cell ? valueIn(cell, column.type, true) : undefined;
      if (value) found.push({ value, quote: line.trim(), page, score: score + 0.5 });
      continue;
    }
    const labelled = /^\s*(?:[-*]\s+)?\**([^:*]{2,60}?)\**\s*:\s*(.+)$/.exec(line);
    if (labelled) {
      const score = matchOf(labelled[1] as string, terms);
      const value = score > 0 ? valueIn(labelled[2] as string, column.type, true) : undefined;
      if (value) found.push({ value, quote: line.trim(), page, score: score + 0.5 });
    }
  }
  // Prose by paragraph, its lines joined: a PDF wraps a sentence over lines.
  for (const paragraph of text.split(/\n\s*\n/)) {
    const joined = paragraph
      .split('\n')
      .filter((line) => !isTableLine(line))
      .join(' ');
    for (const sentence of splitSentences(joined)) {
      const score = matchOf(sentence, terms);
      const value = score > 0 ? valueIn(sentence, column.type, false) : undefined;
      if (value) found.push({ value, quote: sentence.trim(), page, score });
    }
  }
  return found;
}

/**
 * The grid's cells of one document (docs/decisions/evidence-grid.md): for each column, the value the document gives it,
 * verbatim, with the line, table row or sentence it comes from (so the quote verifies) and its
 * page. A table's header names its cells, a `Key: value` line its value, and a sentence holding the
 * column's words gives a date (or a figure) it states. Labelled values beat prose; the first of
 * equals wins. A column the document does not answer has no cell.
 */
export function columnCells(document: DocumentBlock, columns: ColumnBlock[]): Cell[] {
  const cells: Cell[] = [];
  for (const column of columns) {
    const terms = termsOf(column.question);
    if (terms.size === 0) continue;
    const all = document.pages.flatMap((page) => candidates(page.text, page.number, column, terms));
    const best = all.reduce<Candidate | undefined>(
      (top, c) => (!top || c.score > top.score ? c : top),
      undefined,
    );
    if (!best) continue;
    cells.push({
      column: column.id,
      value: best.value,
      quote: best.quote,
      ...(best.page !== undefined ? { page: best.page } : {}),
    });
  }
  return cells;
}

import { isStopWord, splitSentences } from './text-utils';

/** Pieces shorter than this join the next, so a heading or a "Yes." never stands alone. */
const SHORT_PASSAGE_CHARS = 40;
/** A line at least this long that stops mid-sentence was wrapped by the page, not ended. */
const WRAPPED_LINE_CHARS = 60;

const HEADING = /^#{1,6}\s/;
const DELIMITER_ROW = /^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?$/;
const LIST_ITEM = /^(?:[•\-*+]|\d{1,2}[.)])\s/;
const ENDS_CLAUSE = /[.!?:;]["”’)]?$/;
const ENDS_SENTENCE = /[.!?…]["”’)]?$/;

/**
 * A document page's passages, verbatim: sentences of prose, and rows of tables.
 *
 * Prose lines that a PDF or a plain-text file wrapped are joined first: a line that stops on a
 * function word, or is followed by a lower-case continuation, or is long and followed by the rest
 * of its sentence. A table row (cells split by tabs, `|`, or commas in a CSV file) comes with its
 * table's header row on the line before it, since "68%" means nothing without "2026 YTD" (with a
 * line "…" between them for the rows left out, so the passage is still a faithful quote); the
 * header is not a passage of its own. Markdown headings and `|---|` rows are not passages; pieces
 * under 40 characters (a heading line, a "Yes.") join the next piece of prose.
 */
export function splitPassages(text: string, mime = ''): string[] {
  const csv = mime === 'text/csv';
  const passages: string[] = [];
  let pending = '';
  const addProse = (lines: string[]) => {
    for (const sentence of joinWrapped(lines).flatMap(splitSentences)) {
      pending = pending === '' ? sentence : `${pending} ${sentence}`;
      if (pending.length >= SHORT_PASSAGE_CHARS) {
        passages.push(pending);
        pending = '';
      }
    }
  };
  const flush = () => {
    if (pending !== '') passages.push(pending);
    pending = '';
  };
  for (const paragraph of text.split(/\n\s*\n/)) {
    // A short heading ("Payment terms") leads into the next paragraph; a short sentence or a list
    // item ("- Counterparty: Birch & Co") is whole and does not.
    if (ENDS_SENTENCE.test(pending) || LIST_ITEM.test(pending)) flush();
    const lines = paragraph
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !DELIMITER_ROW.test(line));
    let prose: string[] = [];
    let table: string[] = [];
    const endTable = () => {
      // A lone row has no header to explain it; it is a passage by itself.
      if (table.length === 1) passages.push(table[0]!);
      // Rows further down are quoted with an ellipsis for the rows between (a quote stays verbatim).
      for (const [index, row] of table.slice(1).entries()) {
        passages.push(index === 0 ? `${table[0]}\n${row}` : `${table[0]}\n…\n${row}`);
      }
      table = [];
    };
    for (const line of lines) {
      if (isRow(line, csv)) {
        addProse(prose);
        prose = [];
        flush();
        table.push(line);
      } else {
        endTable();
        if (!HEADING.test(line)) prose.push(line);
      }
    }
    endTable();
    addProse(prose);
  }
  flush();
  return passages;
}

/** A table row: cells split by tabs, `|`, or commas in a CSV file (row-facts.ts splits them the same way). */
export function isRow(line: string, csv: boolean): boolean {
  return line.includes('\t') || line.startsWith('|') || (csv && line.includes(','));
}

function joinWrapped(lines: string[]): string[] {
  const units: string[] = [];
  for (const line of lines) {
    const previous = units.at(-1);
    if (previous !== undefined && continues(previous, line)) units[units.length - 1] = `${previous} ${line}`;
    else units.push(line);
  }
  return units;
}

function continues(previous: string, next: string): boolean {
  if (ENDS_CLAUSE.test(previous) || LIST_ITEM.test(next)) return false;
  if (/^\p{Ll}/u.test(next)) return true;
  const lastWord = /\p{L}+$/u.exec(previous)?.[0];
  if (lastWord !== undefined && isStopWord(lastWord)) return true;
  return previous.length >= WRAPPED_LINE_CHARS && (/^[\p{N}$€£(]/u.test(next) || ENDS_SENTENCE.test(next));
}

import { isRow } from './passages';
import { contentTerms } from './text-utils';

/**
 * The query terms a passage states as distinct facts (docs/decisions/emulators.md, "A column and
 * its value are one fact"). In prose every query term is its own fact. A table row comes with its
 * header (passages.ts), and a column's name and the value under it say one thing: "region" over
 * "Europe" is "this row is about Europe", not two matches of "revenue by region … Europe". So in a
 * row each column gives the query terms of its value, or, when its value holds none (a figure),
 * those of its name ("Q3 2026" over "$7.1M" is a Q3 2026 figure); a careful reader does not count
 * a survey answer or a support ticket from Europe as bearing on why Europe's revenue fell.
 */
export function statedTerms(passage: string, mime: string, query: ReadonlyMap<string, number>): Set<string> {
  const ofQuery = (text: string) => contentTerms(text).filter((term) => query.has(term));
  const lines = passage.split('\n');
  const header = lines[0] ?? '';
  const row = lines.at(-1) ?? '';
  const csv = mime === 'text/csv';
  if (lines.length < 2 || !isRow(header, csv) || !isRow(row, csv)) return new Set(ofQuery(passage));
  const names = cellsOf(header, mime);
  const values = cellsOf(row, mime);
  const stated = new Set<string>();
  for (let column = 0; column < Math.max(names.length, values.length); column++) {
    const value = ofQuery(values[column] ?? '');
    for (const term of value.length > 0 ? value : ofQuery(names[column] ?? '')) stated.add(term);
  }
  return stated;
}

/** A row's cells: split at tabs, at `|` (its outer bars dropped), or at a CSV's commas outside quotes. */
export function cellsOf(line: string, mime: string): string[] {
  if (line.includes('\t')) return line.split('\t');
  if (line.startsWith('|')) return line.replace(/^\||\|$/g, '').split('|');
  if (mime !== 'text/csv') return [line];
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

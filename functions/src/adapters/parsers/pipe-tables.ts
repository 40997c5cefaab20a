import type { ReadTable } from '@quarry/contracts/tables';
import { type RawRow, tableOf } from './table-grid';

const ROW = /^\s*\|(.*)\|\s*$/;
const RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/**
 * The pipe tables of a text (Markdown, and a Google Doc's tables where its export writes them so):
 * a header row, a rule of dashes, then rows. Named "Table 1", "Table 2" in reading order; a row's
 * number is its line in the text.
 */
export function pipeTables(text: string, firstId: number): ReadTable[] {
  const lines = text.split(/\r?\n/);
  const tables: ReadTable[] = [];
  for (let at = 0; at + 1 < lines.length; at++) {
    if (!ROW.test(lines[at] as string) || !RULE.test(lines[at + 1] as string)) continue;
    const rows: RawRow[] = [{ number: at + 1, cells: cellsOf(lines[at] as string) }];
    let next = at + 2;
    for (; next < lines.length && ROW.test(lines[next] as string); next++) {
      rows.push({ number: next + 1, cells: cellsOf(lines[next] as string) });
    }
    const n = tables.length + 1;
    const table = tableOf({ id: `t${firstId + n - 1}`, name: `Table ${n}`, kind: 'document', rows });
    if (table) tables.push(table);
    at = next - 1;
  }
  return tables;
}

function cellsOf(line: string): RawRow['cells'] {
  const inner = (ROW.exec(line)?.[1] ?? '').split(/(?<!\\)\|/);
  return inner.map((cell) => {
    const text = cell.replace(/\\\|/g, '|').trim();
    return text ? { text } : undefined;
  });
}

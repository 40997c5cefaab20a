import type { ReadTable } from '@quarry/contracts/tables';
import { type RawRow, tableOf } from './table-grid';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The tables of the HTML mammoth makes of a Word document: each <table> a table named "Table n",
 * its rows numbered from 1. A cell merged across columns (colspan) holds its value in each; a
 * table nested in a cell is read as its own table.
 */
export function htmlTables(html: string): ReadTable[] {
  const tables: ReadTable[] = [];
  for (const [, inner] of html.matchAll(/<table[^>]*>([\s\S]*?)<\/table>/g)) {
    const rows: RawRow[] = [...(inner as string).matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map(
      ([, row], index) => ({
        number: index + 1,
        cells: cellsOf(row as string),
      }),
    );
    const n = tables.length + 1;
    const table = tableOf({ id: `t${n}`, name: `Table ${n}`, kind: 'document', rows });
    if (table) tables.push(table);
  }
  return tables;
}

function cellsOf(row: string): RawRow['cells'] {
  const cells: RawRow['cells'] = [];
  for (const [, attributes, content] of row.matchAll(/<t[dh]([^>]*)>([\s\S]*?)<\/t[dh]>/g)) {
    const text = textOf(content as string);
    const span = Number(/colspan="(\d+)"/.exec(attributes as string)?.[1] ?? 1);
    for (let i = 0; i < Math.min(span, 50); i++) cells.push(text ? { text } : undefined);
  }
  return cells;
}

function textOf(html: string): string {
  return html
    .replace(/<\/p>\s*<p[^>]*>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

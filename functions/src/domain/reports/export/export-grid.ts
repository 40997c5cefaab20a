import { GRID_NOT_FOUND, type GridCell } from '@quarry/contracts/grid';
import { OUTCOME_TEXT } from '../../research/extraction/evidence-table';
import type { ExportBlock, ExportDocument, ExportInline } from './export-document';
import { quoteMarks } from './export-text';
import { GRID_MAIL_TITLE } from './grid-mail';

/** The grid's title in every export, as the report's pages and e-mails title it. */
export const GRID_TITLE = GRID_MAIL_TITLE;

/**
 * At most this many questions side by side in a PDF or Word table: past it the grid is written as
 * several tables, each repeating the document, so a 20-column grid stays readable on a page.
 */
export const GRID_QUESTIONS_PER_TABLE = 4;

/**
 * A cell as the exports write it: its value and page, "(p. 3; the model said p. 2)" where the check
 * found the quote elsewhere, "not found in the document" where it found it nowhere; 'not found' for
 * a question the document did not answer, 'Failed' for a document that could not be read.
 */
export function gridCellText(cell: GridCell | undefined, failed: boolean): string {
  if (failed) return OUTCOME_TEXT.failed;
  if (!cell || cell.value === GRID_NOT_FOUND) return GRID_NOT_FOUND;
  // A value the model wrote over several lines stays one line: a Markdown table row would break.
  return `${cell.value.replace(/\s+/g, ' ').trim()}${quoteMarks({ ...cell, text: cell.quote })}`;
}

/**
 * The evidence grid (docs/decisions/evidence-grid.md) of an export as tables: a header of "Document" and the questions, a
 * row per document read with each cell's value and page, the questions split `perTable` at a time.
 * The rows come from the export's table, so a viewer kept from the documents gets them as the grid
 * route shows them ("Document n", names in values hidden: visible-table.ts). None without columns.
 */
export function gridTables(
  doc: Pick<ExportDocument, 'columns' | 'table'>,
  perTable = Number.POSITIVE_INFINITY,
): Extract<ExportBlock, { kind: 'table' }>[] {
  const columns = doc.columns ?? [];
  if (columns.length === 0 || doc.table.length === 0) return [];
  const text = (value: string): ExportInline[] => [{ text: value }];
  const tables: Extract<ExportBlock, { kind: 'table' }>[] = [];
  for (let from = 0; from < columns.length; from += perTable) {
    const part = columns.slice(from, from + perTable);
    tables.push({
      kind: 'table',
      header: [text('Document'), ...part.map(({ question }) => text(question))],
      rows: doc.table.map((row) => [
        row.link ? [{ text: row.name, link: row.link }] : text(row.name),
        ...part.map(({ id }) => text(gridCellText(row.cells?.[id], row.outcome === 'failed'))),
      ]),
    });
  }
  return tables;
}

/** The grid as blocks of the report: its heading, then its tables (none without columns). */
export function gridBlocks(
  doc: Pick<ExportDocument, 'columns' | 'table'>,
  perTable = GRID_QUESTIONS_PER_TABLE,
): ExportBlock[] {
  const tables = gridTables(doc, perTable);
  if (tables.length === 0) return [];
  return [{ kind: 'heading', level: 2, content: [{ text: GRID_TITLE }] }, ...tables];
}

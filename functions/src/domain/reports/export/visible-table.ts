import type { GridColumns } from '@quarry/contracts/grid';
import type { EvidenceRow } from '../../research/extraction/evidence-table';
import type { StoredReport } from '../runs/run-parts';
import { isClosed, shownReport } from '../saved/document-privacy';
import { CANNOT_OPEN, type DocumentView } from '../saved/document-view';

/**
 * The report's evidence as its viewer may see it, and what hides document names in text
 * (document-privacy.ts): for a viewer kept from every document, every form of a cited document's
 * name becomes "Source n" and of others "a document" (hide-names.ts); for one kept from some, those
 * alone; for anyone else nothing is hidden.
 */
export function visibleEvidence(report: StoredReport, view: DocumentView) {
  const { evidence, hide } = shownReport(report, view);
  return { evidence, hide };
}

/**
 * The evidence table as the viewer may see it. Kept from every document: without names, addresses
 * or ids (its documents "Document n"), and without names in findings, reasons or the grid's cells.
 * Kept from some: the rows of the documents they cannot open stay (the counts stay true) as "A
 * document you cannot open", without id, address or quotes; names are hidden in every row's words.
 */
export function visibleTable(
  table: EvidenceRow[],
  view: DocumentView,
  hide: (text: string) => string,
): EvidenceRow[] {
  if (view.shows === 'all') return table;
  return table.map((row, index) => {
    const closed = isClosed(view, row.documentId);
    const shown = { ...row, ...withoutNames(row, hide, closed && view.shows === 'some') };
    if (!closed) return shown;
    const name = view.shows === 'none' ? `Document ${index + 1}` : CANNOT_OPEN;
    return { ...shown, documentId: '', name, link: null };
  });
}

/**
 * A row's words without the hidden names; `dropQuotes` (a document the viewer cannot open) without
 * its quotes too. Kept from every document by the switch, the quotes stay, as the report shows them.
 */
function withoutNames(row: EvidenceRow, hide: (text: string) => string, dropQuotes: boolean) {
  const quote = (text: string) => (dropQuotes ? '' : hide(text));
  return {
    // A finding, a cell, or why reading failed, may name a document too.
    reason: row.reason === null ? null : hide(row.reason),
    findings: row.findings.map((finding) => ({ ...finding, text: hide(finding.text) })),
    ...(row.cells
      ? {
          cells: Object.fromEntries(
            Object.entries(row.cells).map(([column, cell]) => [
              column,
              { ...cell, value: hide(cell.value), quote: quote(cell.quote) },
            ]),
          ),
        }
      : {}),
  };
}

/** The grid's column questions as the viewer may see them: a document the owner named in one is hidden. */
export function visibleColumns(columns: GridColumns, hide: (text: string) => string): GridColumns {
  return columns.map((column) => ({ ...column, question: hide(column.question) }));
}

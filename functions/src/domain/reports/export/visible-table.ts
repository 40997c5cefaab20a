import type { GridColumns } from '@quarry/contracts/grid';
import type { EvidenceRow } from '../../research/extraction/evidence-table';
import type { StoredReport } from '../runs/run-parts';
import { namesHiddenIn, namesOf, redactEvidence } from '../saved/document-privacy';

/**
 * The report's evidence as its viewer may see it, and what hides document names in text: for a
 * viewer the owner keeps the documents from, every form of a cited document's name becomes
 * "Source n" and of others "a document" (hide-names.ts); for anyone else nothing is hidden.
 */
export function visibleEvidence(report: StoredReport, hidden: boolean) {
  if (!hidden) return { evidence: report.evidence, hide: (text: string) => text };
  const evidence = report.evidence && redactEvidence(report.evidence, namesOf(report));
  return { evidence, hide: namesHiddenIn(report) };
}

/**
 * The evidence table as the viewer may see it: without names, addresses or ids when hidden (its
 * documents "Document n"), and without names in findings, reasons or the grid's cells.
 */
export function visibleTable(
  table: EvidenceRow[],
  hidden: boolean,
  hide: (text: string) => string,
): EvidenceRow[] {
  if (!hidden) return table;
  return table.map((row, index) => ({
    ...row,
    documentId: '',
    name: `Document ${index + 1}`,
    link: null,
    // A finding, a cell, or why reading failed, may name a document too.
    reason: row.reason === null ? null : hide(row.reason),
    findings: row.findings.map((finding) => ({ ...finding, text: hide(finding.text) })),
    ...(row.cells
      ? {
          cells: Object.fromEntries(
            Object.entries(row.cells).map(([column, cell]) => [
              column,
              { ...cell, value: hide(cell.value), quote: hide(cell.quote) },
            ]),
          ),
        }
      : {}),
  }));
}

/** The grid's column questions as the viewer may see them: a document the owner named in one is hidden. */
export function visibleColumns(columns: GridColumns, hide: (text: string) => string): GridColumns {
  return columns.map((column) => ({ ...column, question: hide(column.question) }));
}

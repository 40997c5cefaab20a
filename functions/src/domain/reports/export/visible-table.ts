import type { EvidenceRow } from '../../research/evidence-table';
import { nameHider, sourceNames } from '../../research/hide-names';
import { namesOf, redactEvidence } from '../document-privacy';
import type { StoredReport } from '../execution-parts';

/**
 * The report's evidence as its viewer may see it, and what hides document names in text: for a
 * viewer the owner keeps the documents from, cited documents become "Source n" and others "a
 * document" (hide-names.ts); for anyone else nothing is hidden.
 */
export function visibleEvidence(report: StoredReport, hidden: boolean) {
  const names = namesOf(report);
  const evidence = report.evidence && (hidden ? redactEvidence(report.evidence, names) : report.evidence);
  const hide = nameHider(sourceNames(evidence?.citations ?? [], hidden ? names : []));
  return { evidence, hide };
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

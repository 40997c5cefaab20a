import { GRID_NOT_FOUND, type GridColumns } from '@quarry/contracts/grid';
import { type EvidenceRow, OUTCOME_TEXT } from '../../research/extraction/evidence-table';
import type { ExportDocument } from './export-document';

/** The evidence table's columns, in the CSV and the Excel sheet alike. */
export const EVIDENCE_COLUMNS = [
  'Document',
  'Link',
  'Outcome',
  'Reason',
  'Finding',
  'Page',
  'Verified',
] as const;

/** Whether the finding's quote was found in its document: blank on runs from before the check. */
function verifiedCell(verified: boolean | undefined): string | null {
  return verified === undefined ? null : verified ? 'yes' : 'no';
}

/**
 * The header: the table's columns, then four per grid column (docs/decisions/evidence-grid.md): its question (the value),
 * the quote, its page, and whether the quote was found in the document.
 */
export function evidenceHeaders(columns: GridColumns = []): string[] {
  return [
    ...EVIDENCE_COLUMNS,
    ...columns.flatMap(({ question }) => [
      question,
      `${question} (quote)`,
      `${question} (page)`,
      `${question} (verified)`,
    ]),
  ];
}

/** A document's grid cells, in column order: 'not found' for a column it did not answer, blank if it failed. */
function gridCells(row: EvidenceRow, columns: GridColumns): (string | number | null)[] {
  return columns.flatMap(({ id }) => {
    const cell = row.cells?.[id];
    if (!cell) return [row.outcome === 'failed' ? null : GRID_NOT_FOUND, null, null, null];
    return [cell.value, cell.quote, cell.page ?? null, verifiedCell(!cell.unverified)];
  });
}

/**
 * One line per finding; a document without findings still gets one (its outcome, and why). Each
 * line of a document carries its grid cells.
 */
export function evidenceLines(table: EvidenceRow[], columns: GridColumns = []): (string | number | null)[][] {
  return table.flatMap((row) => {
    const base = [row.name, row.link, OUTCOME_TEXT[row.outcome], row.reason];
    const cells = gridCells(row, columns);
    if (row.findings.length === 0) return [[...base, null, null, null, ...cells]];
    return row.findings.map((finding) => [
      ...base,
      finding.text,
      finding.page ?? null,
      verifiedCell(finding.verified),
      ...cells,
    ]);
  });
}

/**
 * A cell as RFC 4180 wants it, and never read as a formula: a spreadsheet would run a cell that
 * starts with =, +, - or @ (a document's name or finding could), so such text gets a leading '.
 */
function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The evidence table as CSV (docs/decisions/exports.md): every document read, its outcome (a failure with
 * its reason) and each finding with its page and whether its quote was found in the document
 * (Verified: yes or no). UTF-8 with a byte-order mark so spreadsheets read it as UTF-8, lines
 * ending in CRLF.
 */
export function writeCsv(doc: ExportDocument): Buffer {
  const lines = [evidenceHeaders(doc.columns), ...evidenceLines(doc.table, doc.columns)].map((row) =>
    row.map(cell).join(','),
  );
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

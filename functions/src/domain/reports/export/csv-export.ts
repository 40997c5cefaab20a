import { type EvidenceRow, OUTCOME_TEXT } from '../../research/evidence-table';
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

/** One line per finding; a document without findings still gets one (its outcome, and why). */
export function evidenceLines(table: EvidenceRow[]): (string | number | null)[][] {
  return table.flatMap((row) => {
    const base = [row.name, row.link, OUTCOME_TEXT[row.outcome], row.reason];
    if (row.findings.length === 0) return [[...base, null, null, null]];
    return row.findings.map((finding) => [
      ...base,
      finding.text,
      finding.page ?? null,
      verifiedCell(finding.verified),
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
 * The evidence table as CSV (issue 27, item 5): every document read, its outcome (a failure with
 * its reason) and each finding with its page and whether its quote was found in the document
 * (Verified: yes or no). UTF-8 with a byte-order mark so spreadsheets read it as UTF-8, lines
 * ending in CRLF.
 */
export function writeCsv(doc: ExportDocument): Buffer {
  const lines = [[...EVIDENCE_COLUMNS], ...evidenceLines(doc.table)].map((row) => row.map(cell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

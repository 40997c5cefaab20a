import { GRID_ANCHOR, type GridColumn } from '@quarry/contracts/grid';
import type { DocumentStore } from '../../../ports/document-store.port';
import type { EvidenceRow } from '../../research/extraction/evidence-table';
import { escapeHtml } from '../../shared/escape-html';
import { readEvidenceTable, type StoredReport } from '../runs/run-parts';
import { hasGridOf, type RunRecord } from '../runs/run-record';
import type { DocumentView } from '../saved/document-view';
import { visibleEvidence } from './visible-table';

/** The part's title in both e-mails, as the report's pages title the grid. */
export const GRID_MAIL_TITLE = 'Evidence grid';

/**
 * What an e-mail tells of a run's evidence grid (docs/decisions/evidence-grid.md): per column, in how many of the documents
 * a value was found (its quote found in the document: an unverified value is shown in the grid,
 * marked, but not counted here), and the link to the grid on the run's page. Counts and the owner's own column
 * questions only: no document is named, no cell is quoted, nothing in it loads anything.
 */
export interface GridMail {
  lines: string[];
  /** The run's page at its grid (`#evidence-grid`). */
  link: string;
}

/** The run's evidence table when it has a grid (it succeeded with columns); null otherwise. */
export async function readGridTable(
  store: Pick<DocumentStore, 'getAll'>,
  executionId: string,
  doc: RunRecord,
): Promise<EvidenceRow[] | null> {
  return hasGridOf(doc) ? readEvidenceTable(store, executionId, doc) : null;
}

function found(count: number, of: number): string {
  return `found in ${count} of ${of} document${of === 1 ? '' : 's'}`;
}

/**
 * The grid's summary as this reader may see it. `pageLink` is the run's page they may open; with
 * `hidden`, a document's name the owner wrote into a column question is hidden as the report hides
 * it ("Source n", "a document"), so the summary names no document.
 */
export function gridMail(
  columns: GridColumn[],
  table: EvidenceRow[],
  pageLink: string,
  { view, report }: { view: DocumentView; report: StoredReport | null },
): GridMail {
  const hide = report ? visibleEvidence(report, view).hide : (text: string) => text;
  const lines = columns.map((column) => {
    // Found: a value whose quote was found in its document, as the coverage counts it (document-outcome.ts).
    const count = table.filter((row) => {
      const cell = row.cells?.[column.id];
      return cell !== undefined && !cell.unverified && cell.value.trim() !== '';
    }).length;
    // "Renewal date: found in 28 of 32 documents": the question's own closing mark would sit before the colon.
    const label = hide(column.question).replace(/[\s?.!:;]+$/, '');
    return `${label}: ${found(count, table.length)}`;
  });
  return { lines, link: `${pageLink}#${GRID_ANCHOR}` };
}

/** The summary as lines of the text part; none without a grid. */
export function gridText(grid: GridMail | null | undefined): string[] {
  if (!grid) return [];
  return [
    '',
    GRID_MAIL_TITLE,
    ...grid.lines.map((line) => `- ${line}`),
    `Open the evidence grid: ${grid.link}`,
  ];
}

/** The summary as HTML lines, `heading` wrapping its title as the e-mail titles its parts. */
export function gridHtml(grid: GridMail | null | undefined, heading: (title: string) => string): string[] {
  if (!grid) return [];
  return [
    heading(escapeHtml(GRID_MAIL_TITLE)),
    `<ul>${grid.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(grid.link)}">Open the evidence grid</a></p>`,
  ];
}

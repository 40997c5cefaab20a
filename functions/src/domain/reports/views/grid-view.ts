import type { GridResponse } from '@quarry/contracts/grid';
import type { DocumentStore } from '../../../ports/document-store.port';
import { AppError } from '../../shared/app-error';
import type { ExportSubject } from '../export/export-report';
import { visibleColumns, visibleEvidence, visibleTable } from '../export/visible-table';
import { readEvidenceTable, readReport } from '../runs/run-parts';
import { isTerminal } from '../runs/run-record';

/** Texts of the grid route's refusals (docs/decisions/evidence-grid.md). */
export const GRID_NONE_MESSAGE = 'This report has no columns.';
export const GRID_NOT_READY_MESSAGE = 'This report has not finished, so its columns are not filled in yet.';

/**
 * GET /api/report-execution/{id}/grid and its shared variant (docs/decisions/evidence-grid.md): the run's evidence table
 * as a grid, a row per document the run read and a cell per column it answered, as the viewer may
 * see it (names hidden as the table's shared export hides them, export/visible-table.ts). A run
 * without columns has no grid (404); one that has not finished has none yet (409).
 */
export async function gridOf(store: DocumentStore, subject: ExportSubject): Promise<GridResponse> {
  const { id, doc, view } = subject;
  const hidden = view.shows !== 'all';
  const columns = doc.reportDetails.columns ?? [];
  if (columns.length === 0)
    throw new AppError({ code: 'GRID.NONE', httpStatus: 404, message: GRID_NONE_MESSAGE });
  if (!isTerminal(doc.executionStatus)) {
    throw new AppError({ code: 'GRID.NOT_READY', httpStatus: 409, message: GRID_NOT_READY_MESSAGE });
  }
  const [report, table] = await Promise.all([readReport(store, id, doc), readEvidenceTable(store, id, doc)]);
  // A failed run kept no table: it has no grid; nor, for a viewer kept from its documents, a run
  // whose report (what hides their names) is gone.
  if (!table || (hidden && !report))
    throw new AppError({ code: 'GRID.NONE', httpStatus: 404, message: GRID_NONE_MESSAGE });
  const hide = report ? visibleEvidence(report, view).hide : (text: string) => text;
  return {
    // The owner's questions may name a document too: hidden as the cells hide it.
    columns: visibleColumns(columns, hide),
    rows: visibleTable(table, view, hide).map((row, index) => ({
      // Hidden rows have no id: their place stands in, so each row still has its own key.
      documentId: row.documentId || `document-${index + 1}`,
      name: row.name,
      link: row.link,
      outcome: row.outcome,
      cells: row.cells ?? {},
    })),
  };
}

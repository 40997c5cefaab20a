import type { ExportDocument } from '../domain/reports/export/export-document';
import { SAMPLE_EXPORT } from './sample-export';

/**
 * SAMPLE_EXPORT with two grid columns (docs/decisions/evidence-grid.md): its first document answers both (one quote not
 * found in the document), its other documents none; a failed one has no cells.
 */
export const SAMPLE_GRID_EXPORT: ExportDocument = {
  ...SAMPLE_EXPORT,
  columns: [
    { id: 'c1', question: 'What did the recall cost?', type: 'number' },
    { id: 'c2', question: 'When was it announced?', type: 'date' },
  ],
  table: SAMPLE_EXPORT.table.map((row, index) =>
    index === 0
      ? {
          ...row,
          cells: {
            c1: {
              value: '€1.2M',
              normalized: 1_200_000,
              quote: 'The Ridgeline 2 recall cost €1.2M in total.',
              page: 3,
            },
            c2: {
              value: '3 March 2026',
              normalized: '2026-03-03',
              quote: 'Announced on 3 March 2026.',
              unverified: true,
            },
          },
        }
      : row.outcome === 'failed'
        ? row
        : { ...row, cells: {} },
  ),
};

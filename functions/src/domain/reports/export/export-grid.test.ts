import { describe, expect, it } from 'vitest';
import { SAMPLE_GRID_EXPORT } from '../../../testing/sample-grid-export';
import type { ExportInline } from './export-document';
import { gridBlocks, gridCellText, gridTables } from './export-grid';

const plain = (cell: ExportInline[]) => cell.map((run) => ('text' in run ? run.text : '')).join('');

describe("an export's evidence grid", () => {
  it('when a cell has a value, then it reads with its page and says when the quote was not found or found elsewhere', () => {
    const cell = { value: '€1.2M', normalized: 1.2, quote: 'q', page: 3 };

    expect(gridCellText(cell, false)).toBe('€1.2M (p. 3)');
    expect(gridCellText({ ...cell, pageCorrectedFrom: 2 }, false)).toBe('€1.2M (p. 3; the model said p. 2)');
    expect(gridCellText({ ...cell, unverified: true }, false)).toBe(
      '€1.2M (p. 3; not found in the document)',
    );
    expect(gridCellText({ ...cell, value: 'EUR 12,000\nper year' }, false)).toBe(
      'EUR 12,000 per year (p. 3)',
    );
    expect(gridCellText(undefined, false)).toBe('not found');
    expect(gridCellText(undefined, true)).toBe('Failed');
  });

  it('when the grid has more questions than a table holds, then it is several tables, each repeating the documents', () => {
    const columns = Array.from({ length: 6 }, (_, i) => ({
      id: `c${i + 1}`,
      question: `Question ${i + 1}?`,
      type: 'text' as const,
    }));

    const tables = gridTables({ ...SAMPLE_GRID_EXPORT, columns }, 4);

    expect(tables.map((table) => table.header.map(plain))).toEqual([
      ['Document', 'Question 1?', 'Question 2?', 'Question 3?', 'Question 4?'],
      ['Document', 'Question 5?', 'Question 6?'],
    ]);
    for (const table of tables) {
      expect(table.rows.map((row) => plain(row[0] ?? []))).toEqual([
        'Q3 2026 Financial Results.pdf',
        'Recall memo.docx',
        'Scan 0042.pdf',
      ]);
    }
  });

  it('when the report has no columns, then there is no grid', () => {
    expect(gridBlocks({ ...SAMPLE_GRID_EXPORT, columns: undefined })).toEqual([]);
    expect(gridBlocks({ ...SAMPLE_GRID_EXPORT, columns: [] })).toEqual([]);
  });
});

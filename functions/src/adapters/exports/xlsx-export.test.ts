import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SAMPLE_EXPORT } from '../../testing/sample-export';
import { SAMPLE_GRID_EXPORT } from '../../testing/sample-grid-export';
import { writeXlsx } from './xlsx-export';

describe('the evidence table as Excel', () => {
  it('when exported, then the workbook read back lists every document, one row per finding with its page and whether it was verified, links clickable', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await writeXlsx(SAMPLE_EXPORT)) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Evidence')!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

    expect(values(1)).toEqual(['Document', 'Link', 'Outcome', 'Reason', 'Finding', 'Page', 'Verified']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(values(2)).toEqual([
      'Q3 2026 Financial Results.pdf',
      { text: 'https://drive.test/f1', hyperlink: 'https://drive.test/f1' },
      'Data found',
      '',
      'The Ridgeline 2 recall cost €1.2M in total.',
      3,
      'yes',
    ]);
    expect(values(5)).toEqual([
      'Recall memo.docx',
      '',
      'Data found',
      '',
      'The recall was first planned for 1 March 2026.',
      '',
      'no',
    ]);
    expect(values(6)).toEqual([
      'Scan 0042.pdf',
      expect.objectContaining({ hyperlink: 'https://drive.test/f3' }),
      'Failed',
      'The file has no text layer',
      '',
      '',
      '',
    ]);
    expect(sheet.rowCount).toBe(6);
  });

  it('when a name starts like a formula, then the cell holds it as text, never a formula', async () => {
    const doc = {
      ...SAMPLE_EXPORT,
      table: [
        { documentId: 'x', name: '=1+1', link: null, outcome: 'noData' as const, reason: null, findings: [] },
      ],
    };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await writeXlsx(doc)) as unknown as ExcelJS.Buffer);
    const cell = workbook.getWorksheet('Evidence')?.getCell('A2');
    expect(cell?.value).toBe('=1+1');
    expect(cell?.type).toBe(ExcelJS.ValueType.String);
  });

  it('when the run has grid columns, then the workbook read back has their value, quote, page and verified beside each document', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await writeXlsx(SAMPLE_GRID_EXPORT)) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Evidence')!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(8);

    expect(values(1)).toEqual([
      'What did the recall cost?',
      'What did the recall cost? (quote)',
      'What did the recall cost? (page)',
      'What did the recall cost? (verified)',
      'When was it announced?',
      'When was it announced? (quote)',
      'When was it announced? (page)',
      'When was it announced? (verified)',
    ]);
    expect(values(2)).toEqual([
      '€1.2M',
      'The Ridgeline 2 recall cost €1.2M in total.',
      3,
      'yes',
      '3 March 2026',
      'Announced on 3 March 2026.',
      '',
      'no',
    ]);
  });
});

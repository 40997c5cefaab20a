import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DOCX, PDF, XLSX } from '../../domain/research/search/document-types';
import { fetcherOf, sampleFile } from '../../testing/sample-drive-files';
import { ParsingDocumentReader } from './document-reader';

const reader = new ParsingDocumentReader();
const RECALL = 'Operations/Ridgeline 2 Recall/';

describe('ParsingDocumentReader, the titles a file gives itself', () => {
  it('when a PDF has a Title, then the reader returns it beside the text', async () => {
    const bytes = sampleFile(`${RECALL}Ridgeline 2 Recall - Incident Report.pdf`);

    const result = await reader.read({ id: 'p1', name: 'Incident.pdf', mimeType: PDF }, fetcherOf(bytes));

    expect(result.titles).toEqual(['Ridgeline 2 Recall - Incident Report']);
  });

  it('when a Word document has a core title, then the reader returns it beside the text', async () => {
    const bytes = sampleFile(`${RECALL}Root Cause Analysis - Pole Hub Failure.docx`);

    const result = await reader.read({ id: 'd1', name: 'Analysis.docx', mimeType: DOCX }, fetcherOf(bytes));

    expect(result.titles).toEqual(['8D Root Cause Analysis - Ridgeline 2 Pole Hub Failure']);
  });

  it('when a workbook has a core title, then the reader returns it and not its sheet names', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.title = 'Kestrel & Hub Claims 2026';
    workbook.addWorksheet('Summary').addRow(['Claim', 1860000]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const result = await reader.read({ id: 'x1', name: 'Claims.xlsx', mimeType: XLSX }, fetcherOf(bytes));

    expect(result.titles).toEqual(['Kestrel & Hub Claims 2026']);
  });

  it('when a file gives itself no title, then the reader returns none', async () => {
    const bytes = sampleFile(`${RECALL}Recall Cost Tracker.xlsx`);

    const result = await reader.read({ id: 'x2', name: 'Tracker.xlsx', mimeType: XLSX }, fetcherOf(bytes));

    expect(result.titles).toBeUndefined();
  });
});

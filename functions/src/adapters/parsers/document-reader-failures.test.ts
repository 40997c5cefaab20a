import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  DOCX,
  GOOGLE_FORM,
  GOOGLE_SLIDES,
  PDF,
  PPT,
  PPTX,
  XLSX,
} from '../../domain/research/search/document-types';
import { DocumentReadError, type FileToRead } from '../../ports/document-reader.port';
import { DriveAuthError } from '../../ports/drive.port';
import { failingFetcher, fetcherOf, sampleFile } from '../../testing/sample-drive-files';
import { ParsingDocumentReader } from './document-reader';
import { MAX_FILE_BYTES, MAX_TEXT_CHARS } from './read-limits';

const reader = new ParsingDocumentReader();

function file(mimeType: string, size?: number): FileToRead {
  return { id: 'f1', name: 'a file', mimeType, size };
}

async function reasonFor(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DocumentReadError);
  return (error as DocumentReadError).reason;
}

describe('ParsingDocumentReader, when a document cannot be read', () => {
  it('when a PDF has no text layer, then it is refused as scanned', async () => {
    const bytes = sampleFile('Operations/Suppliers/Kestrel Amendment 2 (signed scan).pdf');

    const reason = await reasonFor(reader.read(file(PDF), fetcherOf(bytes)));

    expect(reason).toBe('No text found: the PDF looks scanned (images only)');
  });

  it('when a text file is empty, then it is refused as empty', async () => {
    const bytes = sampleFile('Operations/scratch notes.txt');

    expect(await reasonFor(reader.read(file('text/plain'), fetcherOf(bytes)))).toBe('The file is empty');
  });

  it('when a Word file is corrupt, then it is refused as damaged', async () => {
    const bytes = sampleFile('Operations/Suppliers/Vendor onboarding checklist.docx');

    expect(await reasonFor(reader.read(file(DOCX), fetcherOf(bytes)))).toBe(
      'The Word document could not be read: the file is damaged or not a valid Word file',
    );
  });

  it('when the bytes are not of the type Drive reports, then the reason names the expected type', async () => {
    const docx = sampleFile('Customers/2026 Customer Survey - Summary.docx');

    expect(await reasonFor(reader.read(file(PDF), fetcherOf(docx)))).toBe(
      'The PDF could not be read: the file is damaged or not a valid PDF file',
    );
    expect(await reasonFor(reader.read(file(XLSX), fetcherOf(docx)))).toBe(
      'The spreadsheet could not be read: the file is damaged or not a valid Excel file',
    );
    expect(await reasonFor(reader.read(file(XLSX), fetcherOf(Buffer.from('not a zip'))))).toBe(
      'The spreadsheet could not be read: the file is damaged or not a valid Excel file',
    );
  });

  it('when a PDF is encrypted with a password, then it is refused as protected', async () => {
    // A minimal PDF with a standard security handler whose user password is not empty.
    const ab = (bytes: number) => 'ab'.repeat(bytes);
    const pdf = [
      '%PDF-1.4',
      '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
      '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj',
      `3 0 obj <</Filter /Standard /V 1 /R 2 /P -4 /O <${ab(32)}> /U <${ab(32)}>>> endobj`,
      `trailer <</Root 1 0 R /Encrypt 3 0 R /ID [<${ab(16)}> <${ab(16)}>]>>`,
      '%%EOF',
    ].join('\n');

    expect(await reasonFor(reader.read(file(PDF), fetcherOf(Buffer.from(pdf, 'latin1'))))).toBe(
      'The PDF could not be read: it is protected by a password',
    );
  });

  it('when every sheet of a workbook is empty, then it is refused as having no text', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Blank');
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    expect(await reasonFor(reader.read(file(XLSX), fetcherOf(bytes)))).toBe(
      'No text found: every sheet of the spreadsheet is empty',
    );
  });

  it.each([
    [GOOGLE_SLIDES, 'Presentations cannot be read'],
    [PPTX, 'Presentations cannot be read'],
    [PPT, 'Presentations cannot be read'],
    [GOOGLE_FORM, 'Forms cannot be read'],
    ['image/png', 'Files of this type (image/png) cannot be read'],
  ])('when the type is %s, then it is refused without fetching anything', async (mimeType, start) => {
    const fetcher = fetcherOf(Buffer.from('content'));

    const reason = await reasonFor(reader.read(file(mimeType), fetcher));

    expect(
      reason.startsWith(`${start}: only documents, spreadsheets, PDFs and text files are supported`),
    ).toBe(true);
    expect(fetcher.calls).toEqual([]);
  });
});

describe('ParsingDocumentReader, size caps', () => {
  it('when Drive reports a size over the cap, then the file is refused before it is downloaded', async () => {
    const fetcher = fetcherOf(Buffer.from('%PDF-1.4'));

    const reason = await reasonFor(reader.read(file(PDF, MAX_FILE_BYTES + 1), fetcher));

    expect(reason).toBe('The file is too large to read: 50.1 MB (the limit is 50 MB)');
    expect(fetcher.calls).toEqual([]);
  });

  it('when the downloaded bytes are over the cap, then the file is refused', async () => {
    const bytes = Buffer.alloc(MAX_FILE_BYTES + 1, 'a');

    const reason = await reasonFor(reader.read(file('text/plain'), fetcherOf(bytes)));

    expect(reason).toBe('The file is too large to read: 50.1 MB (the limit is 50 MB)');
  });

  it('when a text file holds more characters than the cap, then it is refused', async () => {
    const bytes = Buffer.alloc(MAX_TEXT_CHARS + 1, 'a');

    const reason = await reasonFor(reader.read(file('text/plain'), fetcherOf(bytes)));

    expect(reason).toBe('The file has too much text to read: more than 2,000,000 characters');
  });

  it('when a Word or Excel file unpacks past the cap, then it is refused before parsing', async () => {
    const small = new ParsingDocumentReader({ maxUnpackedBytes: 20_000 });
    const docx = sampleFile('Customers/2026 Customer Survey - Summary.docx');
    const xlsx = sampleFile('Finance/2026 Budget vs Actuals.xlsx');

    expect(await reasonFor(small.read(file(DOCX), fetcherOf(docx)))).toBe(
      'The file is too large to read: it unpacks to 44 KB (the limit is 20 KB)',
    );
    expect(await reasonFor(small.read(file(XLSX), fetcherOf(xlsx)))).toBe(
      'The file is too large to read: it unpacks to 23 KB (the limit is 20 KB)',
    );
  });

  it('when a parsed document has more text than the cap, then it is refused', async () => {
    const small = new ParsingDocumentReader({ maxTextChars: 500 });
    const pdf = sampleFile('Finance/Q3 2026 Financial Results.pdf');
    const xlsx = sampleFile('Finance/2026 Budget vs Actuals.xlsx');
    const expected = 'The file has too much text to read: more than 500 characters';

    expect(await reasonFor(small.read(file(PDF), fetcherOf(pdf)))).toBe(expected);
    expect(await reasonFor(small.read(file(XLSX), fetcherOf(xlsx)))).toBe(expected);
  });
});

describe('ParsingDocumentReader, when Drive fails', () => {
  it('when the fetcher fails, then the failure becomes a reason naming Google Drive', async () => {
    const fetcher = failingFetcher(new Error('Request failed with status code 500'));

    expect(await reasonFor(reader.read(file(PDF), fetcher))).toBe(
      'The file could not be fetched from Google Drive: Request failed with status code 500',
    );
  });

  it('when Drive refuses the token, then the DriveAuthError passes through unchanged', async () => {
    const refused = new DriveAuthError('Invalid Credentials');

    await expect(reader.read(file(DOCX), failingFetcher(refused))).rejects.toBe(refused);
  });
});

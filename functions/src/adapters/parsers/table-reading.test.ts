import { Document, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DOCX, XLSX } from '../../domain/research/search/document-types';
import { DocumentReadError } from '../../ports/document-reader.port';
import { fetcherOf } from '../../testing/sample-drive-files';
import { ParsingDocumentReader } from './document-reader';

const reader = new ParsingDocumentReader();
const read = (bytes: Buffer, mimeType: string, name = 'file') =>
  reader.read({ id: 'f1', name, mimeType }, fetcherOf(bytes));

async function workbook(fill: (book: ExcelJS.Workbook) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  fill(book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('reading typed tables, bad input included', () => {
  it('when a sheet has a title above its header, then the header is found and the addresses are the sheet’s own', async () => {
    const bytes = await workbook((book) => {
      const sheet = book.addWorksheet('2025');
      sheet.addRow(['Facilities Budget 2025']);
      sheet.addRow([]);
      sheet.addRow(['Line', 'Amount']);
      sheet.addRow(['Printing', 12_400]);
      sheet.addRow(['Cleaning', 30_000]);
      sheet.getCell('B4').numFmt = '$#,##0';
      sheet.getCell('B5').numFmt = '$#,##0';
    });
    const { tables } = await read(bytes, XLSX);
    expect(tables?.[0]).toMatchObject({
      name: '2025',
      columns: [
        { name: 'Line', type: 'text', key: 'A' },
        { name: 'Amount', type: 'number', key: 'B', unit: 'USD' },
      ],
      rows: [
        ['Printing', 12_400],
        ['Cleaning', 30_000],
      ],
      rowNumbers: [4, 5],
    });
  });

  it('when no row reads as a header, then columns are named by their letters', async () => {
    const bytes = await workbook((book) => {
      const sheet = book.addWorksheet('Raw');
      sheet.addRow([1, 2]);
      sheet.addRow([3, 4]);
    });
    const table = (await read(bytes, XLSX)).tables?.[0];
    expect(table?.columns.map((c) => c.name)).toEqual(['Column A', 'Column B']);
    expect(table?.rows).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(table?.notes).toContain('No header row was found: columns are named by their letters');
  });

  it('when cells are merged, formulas saved and a total row closes the sheet, then merged cells repeat, formulas give Excel’s value and the total is set aside', async () => {
    const bytes = await workbook((book) => {
      const sheet = book.addWorksheet('Sales');
      sheet.addRow(['Region', 'Month', 'Revenue']);
      sheet.addRow(['Europe', 'Jul', 5]);
      sheet.addRow([null, 'Aug', { formula: 'C2*2', result: 10 }]);
      sheet.addRow(['Total', null, { formula: 'SUM(C2:C3)', result: 15 }]);
      sheet.mergeCells('A2:A3');
    });
    const table = (await read(bytes, XLSX)).tables?.[0];
    expect(table?.rows).toEqual([
      ['Europe', 'Jul', 5],
      ['Europe', 'Aug', 10],
    ]);
    expect(table?.notes).toEqual([
      '1 merged cells read as the value of their merged area',
      'Total rows left out of computations: 4',
    ]);
  });

  it('when a column mixes types or writes dates three ways, then it is typed by most of its cells and the odd ones are said', async () => {
    const bytes = await workbook((book) => {
      const sheet = book.addWorksheet('Contracts');
      sheet.addRow(['Supplier', 'Renews', 'Value', 'Code']);
      sheet.addRow(['Kestrel', new Date('2027-02-28T00:00:00Z'), 1000, 'A1']);
      sheet.addRow(['Pacific', '2027-12-31', 2000, 7]);
      sheet.addRow(['Baltic', '30/06/2028', 'n/a', 'B2']);
      sheet.addRow(['Apex', '31 December 2029', 4000, 'C3']);
      sheet.addRow(['Delta', 'soon', 5000, 'D4']);
    });
    const table = (await read(bytes, XLSX)).tables?.[0];
    expect(table?.columns.map((c) => c.type)).toEqual(['text', 'date', 'number', 'text']);
    expect(table?.rows.map((row) => row[1])).toEqual([
      '2027-02-28',
      '2027-12-31',
      '2028-06-30',
      '2029-12-31',
      null,
    ]);
    expect(table?.rows.map((row) => row[2])).toEqual([1000, 2000, null, 4000, 5000]);
    expect(table?.notes).toEqual([
      "1 cells of 'Renews' are not dates (B6) and are left out of computations",
      "1 cells of 'Value' are not numbers (C4) and are left out of computations",
    ]);
  });

  it('when a workbook has an empty sheet, then it has no table; when every sheet is empty, the document fails with its reason', async () => {
    const some = await workbook((book) => {
      book.addWorksheet('Empty');
      book.addWorksheet('Data').addRows([
        ['Name', 'Count'],
        ['a', 1],
      ]);
    });
    expect((await read(some, XLSX)).tables?.map((t) => [t.id, t.name])).toEqual([['t1', 'Data']]);
    const none = await workbook((book) => book.addWorksheet('Empty'));
    await expect(read(none, XLSX)).rejects.toEqual(
      new DocumentReadError('No text found: every sheet of the spreadsheet is empty'),
    );
  });

  it('when a CSV quotes its separators, then each field is one cell; a 50,000-row file is shown by its first rows and kept whole', async () => {
    const small = Buffer.from('name;amount\n"Smith; J.";"1200"\nLee;300\n');
    expect((await read(small, 'text/csv')).tables?.[0]?.rows).toEqual([
      ['Smith; J.', 1200],
      ['Lee', 300],
    ]);
    const lines = ['id,amount', ...Array.from({ length: 50_000 }, (_, i) => `${i + 1},${i + 1}`)];
    const large = await read(Buffer.from(lines.join('\n')), 'text/csv', 'big.csv');
    expect(large.tables?.[0]?.rows).toHaveLength(50_000);
    expect(large.text.split('\n')).toHaveLength(22);
    expect(large.text).toContain(
      '[49,980 more rows not shown; the table has 50,000 rows and computations run over all of them]',
    );
  });

  it('when a JSON array mixes shapes, then records are read as well as they can be and the rest is said', async () => {
    const json = JSON.stringify({
      sales: [{ region: 'EMEA', revenue: 5 }, { region: 'APAC', extra: { a: 1 } }, 'stray', { revenue: 7 }],
    });
    const table = (await read(Buffer.from(json), 'application/json', 'sales.json')).tables?.[0];
    expect(table?.columns.map((c) => [c.name, c.type, c.key])).toEqual([
      ['region', 'text', 'region'],
      ['revenue', 'number', 'revenue'],
      ['extra', 'text', 'extra'],
    ]);
    expect(table?.rows).toEqual([
      ['EMEA', 5, null],
      ['APAC', null, '{"a":1}'],
      [null, 7, null],
    ]);
    expect(table?.rowNumbers).toEqual([1, 2, 3]);
    expect(table?.notes).toEqual(['1 entries of "sales" are not records and are left out']);
    expect((await read(Buffer.from('[1, 2, 3]'), 'application/json')).tables).toBeUndefined();
    expect((await read(Buffer.from('{"broken": '), 'application/json')).tables).toBeUndefined();
  });

  it('when Markdown holds a pipe table, then it is a table named by its order', async () => {
    const text = '# Budget\n\n| Line | Cost |\n|---|---:|\n| Printing | $12,400 |\n| Rent | $40,000 |\n';
    const table = (await read(Buffer.from(text), 'text/markdown')).tables?.[0];
    expect(table).toMatchObject({
      name: 'Table 1',
      kind: 'document',
      rows: [
        ['Printing', 12_400],
        ['Rent', 40_000],
      ],
      rowNumbers: [5, 6],
    });
  });

  it('when a Word document holds a table, then mammoth’s HTML gives it', async () => {
    const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph('Costs'),
            new Table({
              rows: [
                new TableRow({ children: [cell('Line'), cell('Cost')] }),
                new TableRow({ children: [cell('Printing'), cell('1,200')] }),
              ],
            }),
          ],
        },
      ],
    });
    const table = (await read(await Packer.toBuffer(doc), DOCX)).tables?.[0];
    expect(table).toMatchObject({
      name: 'Table 1',
      columns: [{ name: 'Line' }, { name: 'Cost', type: 'number' }],
      rows: [['Printing', 1200]],
    });
  });
});

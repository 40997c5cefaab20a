import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText } from './cell-text';

/** A cell holding `value` under the number format `numFmt`, as exceljs reads it from a workbook. */
function cell(value: ExcelJS.CellValue, numFmt?: string): ExcelJS.Cell {
  const sheet = new ExcelJS.Workbook().addWorksheet('Sheet1');
  const a1 = sheet.getCell('A1');
  a1.value = value;
  if (numFmt !== undefined) a1.numFmt = numFmt;
  return a1;
}

describe('cell text, as a person sees the cell in Excel', () => {
  it.each([
    ['thousands with two decimals', 1234.5, '#,##0.00', '1,234.50'],
    ['thousands', 1234567.89, '#,##0', '1,234,568'],
    ['dollars', -1200000, '$#,##0', '-$1,200,000'],
    ['euros with the locale tag', 8300000, '[$€-2] #,##0', '€ 8,300,000'],
    [
      'accounting, padding trimmed',
      1234.5,
      '_($* #,##0.00_);_($* (#,##0.00);_($* "-"??_);_(@_)',
      '$1,234.50',
    ],
    [
      'accounting, a negative in brackets',
      -1234.5,
      '_($* #,##0.00_);_($* (#,##0.00);_($* "-"??_);_(@_)',
      '$(1,234.50)',
    ],
    ['percent with decimals', 0.12345, '0.00%', '12.35%'],
    ['percent keeping its zero', 0.1, '0.0%', '10.0%'],
    ['a date format on a serial number', 45000, 'd-mmm-yy', '15-Mar-23'],
    ['a custom format with text', 7, '0 "bells"', '7 bells'],
  ])('when a number has a %s format, then it reads as Excel shows it', (_kind, value, numFmt, shown) => {
    expect(cellText(cell(value, numFmt))).toBe(shown);
  });

  it('when a date cell has a date format, then it reads in that format, on its own day whatever the zone', () => {
    expect(cellText(cell(new Date(Date.UTC(2026, 7, 4)), 'mmm d, yyyy'))).toBe('Aug 4, 2026');
    expect(cellText(cell(new Date(Date.UTC(2026, 7, 4, 15, 30)), 'yyyy-mm-dd hh:mm'))).toBe(
      '2026-08-04 15:30',
    );
  });

  it('when a date cell has no format, then it reads as an ISO date, with the time when it has one', () => {
    expect(cellText(cell(new Date(Date.UTC(2026, 7, 4))))).toBe('2026-08-04');
    expect(cellText(cell(new Date(Date.UTC(2026, 7, 4, 15, 30))))).toBe('2026-08-04 15:30');
  });

  it('when a number is General, unformatted or under a format that cannot be read, then it keeps all its digits', () => {
    expect(cellText(cell(123456789012, 'General'))).toBe('123456789012');
    expect(cellText(cell(0.125))).toBe('0.125');
    expect(cellText(cell(42, '[bad'))).toBe('42');
  });

  it('when a formula cell has a result, then the result reads under the cell format', () => {
    expect(cellText(cell({ formula: 'B1/C1', result: -0.1446 }, '0.0%'))).toBe('-14.5%');
  });
});

import ExcelJS from 'exceljs';
import { numberValue } from '../../domain/research/tables/table-values';
import { cellText } from './cell-text';
import type { RawCell, RawRow } from './table-grid';

/**
 * A sheet's rows twice over: as lines of text (tab-separated cells up to the last filled one, a
 * merged area's value shown once) and as typed cells for its table, where every cell of a merged
 * area holds the area's value (a region merged down its rows is each row's region). Formulas give
 * the value Excel computed and saved; Quarry never evaluates them.
 */
export function sheetRows(sheet: ExcelJS.Worksheet): { lines: string[]; rows: RawRow[]; merged: number } {
  const lines: string[] = [];
  const rows: RawRow[] = [];
  let merged = 0;
  sheet.eachRow((row, number) => {
    const shown: string[] = [];
    const cells: (RawCell | undefined)[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      const isMerged = cell.type === ExcelJS.ValueType.Merge;
      const source = isMerged ? cell.master : cell;
      const text = cellText(source);
      shown[column - 1] = isMerged ? '' : text;
      if (isMerged) merged++;
      cells[column - 1] = rawCell(source, text);
    });
    const filled = Array.from(shown, (text) => text ?? '');
    while (filled.length > 0 && filled[filled.length - 1] === '') filled.pop();
    if (filled.length === 0) return;
    lines.push(filled.join('\t'));
    rows.push({ number, cells });
  });
  return { lines, rows, merged };
}

function rawCell(cell: ExcelJS.Cell, text: string): RawCell | undefined {
  const value = resultOf(cell.value);
  if (typeof value === 'number') {
    // Only a number format can add a currency or unit to what the cell shows.
    const shown = cell.numFmt && cell.numFmt !== 'General' ? numberValue(text) : undefined;
    // A percentage shows 0.0888 as 8.9%: the figure people read (and ask about) is the shown one.
    if (shown?.unit === '%') return { text, number: shown.value, unit: '%' };
    return { text, number: value, ...(shown?.unit ? { unit: shown.unit } : {}) };
  }
  if (value instanceof Date) return { text, date: value.toISOString().slice(0, 10) };
  return text === '' ? undefined : { text };
}

function resultOf(value: ExcelJS.CellValue): unknown {
  if (value && typeof value === 'object' && ('formula' in value || 'sharedFormula' in value)) {
    return value.result;
  }
  return value;
}

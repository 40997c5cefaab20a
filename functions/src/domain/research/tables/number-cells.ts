import type { CellRef, ReadTable } from '@quarry/contracts/tables';
import { cellRef, labelColumn } from './cited-cells';
import { numberValue } from './table-values';

const FIGURE =
  /(?:[A-Z]{0,2}\$|[€£¥]|\b[A-Z]{3}\s)?\s?[-−]?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|thousand|bn|[kKmMbB])\b|\s?%)?/g;
const MATCHES_PER_FIGURE = 3;

export interface NumberCheck {
  /** The cells holding the finding's figures, those in rows it names first. */
  cells: CellRef[];
  /** Every figure of the finding is a cell's value, in a row whose label the finding names. */
  allInNamedRows: boolean;
  /** The finding states figures at all (ones a year or a small count could not be mistaken for). */
  hasFigures: boolean;
}

/**
 * The figures a finding copied from a document's tables, looked up among the tables' number cells
 * the way a quote is looked up in the text. Years (1900-2100 written bare) and
 * bare numbers under 100 are passed over: they name things ("Q3 2026", "3 sites") more than amounts.
 */
export function numberCells(tables: ReadTable[], text: string): NumberCheck {
  const figures = [...text.matchAll(FIGURE)].map((m) => m[0].trim()).filter(isAmount);
  const lowered = text.toLowerCase();
  const cells: CellRef[] = [];
  let allInNamedRows = figures.length > 0;
  for (const figure of figures) {
    const value = numberValue(figure)?.value;
    const found = value === undefined ? [] : holding(tables, value, lowered);
    if (!found.some((match) => match.named)) allInNamedRows = false;
    const best = [...found].sort((a, b) => Number(b.named) - Number(a.named)).slice(0, MATCHES_PER_FIGURE);
    cells.push(...best.map((match) => match.cell));
  }
  return { cells, allInNamedRows, hasFigures: figures.length > 0 };
}

function isAmount(figure: string): boolean {
  const digits = figure.replace(/[^\d.]/g, '');
  const bare = /^\d+$/.test(figure);
  if (bare && Number(figure) < 100) return false;
  if (bare && figure.length === 4 && Number(figure) >= 1900 && Number(figure) <= 2100) return false;
  return digits.length > 0;
}

function holding(tables: ReadTable[], value: number, lowered: string): { cell: CellRef; named: boolean }[] {
  const found: { cell: CellRef; named: boolean }[] = [];
  for (const table of tables) {
    const label = labelColumn(table);
    table.columns.forEach((column, c) => {
      if (column.type !== 'number') return;
      table.rows.forEach((row, r) => {
        const cell = row[c];
        if (typeof cell !== 'number' || Math.abs(cell - value) > 0.005 * Math.max(1, Math.abs(value) / 1000))
          return;
        const name = label >= 0 ? row[label] : null;
        const named = typeof name === 'string' && name.length > 1 && lowered.includes(name.toLowerCase());
        if (found.length < 50) found.push({ cell: cellRef(table, r, c), named });
      });
    });
  }
  return found;
}

import type { ReadTable } from '@quarry/contracts/tables';
import { type RawRow, tableOf } from './table-grid';

type Records = { records: Record<string, unknown>[]; skipped: number; path: string };

/**
 * A JSON array of records as a table: its fields, in the order they first appear, are its columns,
 * a record's index (1-based) its row. The array may be the document itself or the first array of
 * records one level down ({"sales": [...]}). Mixed shapes are read as well as they can be: a record
 * lacking a field has an empty cell, nested values are shown as JSON, and entries that are not
 * records are left out and said so. Anything else is no table: the file is read as text, as before.
 */
export function jsonTable(text: string, id: string, name: string): ReadTable | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const found = recordsOf(parsed);
  if (!found) return undefined;
  const fields = [...new Set(found.records.flatMap((record) => Object.keys(record)))];
  const header: RawRow = { number: 0, cells: fields.map((field) => ({ text: field })) };
  const rows: RawRow[] = found.records.map((record, index) => ({
    number: index + 1,
    cells: fields.map((field) => cellOf(record[field])),
  }));
  const notes =
    found.skipped > 0 ? [`${found.skipped} entries of ${found.path} are not records and are left out`] : [];
  return tableOf({ id, name, kind: 'records', rows: [header, ...rows], keys: fields, notes });
}

function recordsOf(value: unknown): Records | undefined {
  const own = asRecords(value, 'the array');
  if (own) return own;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const nested = asRecords(inner, `"${key}"`);
    if (nested) return nested;
  }
  return undefined;
}

function asRecords(value: unknown, path: string): Records | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const records = value.filter(
    (entry): entry is Record<string, unknown> =>
      Boolean(entry) && typeof entry === 'object' && !Array.isArray(entry),
  );
  // Most entries must be records: an array of numbers with one object in it is no table.
  if (records.length === 0 || records.length < value.length / 2) return undefined;
  return { records, skipped: value.length - records.length, path };
}

function cellOf(value: unknown): RawRow['cells'][number] {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return { text: String(value), number: value };
  if (typeof value === 'string' || typeof value === 'boolean') return { text: String(value) };
  return { text: JSON.stringify(value) };
}

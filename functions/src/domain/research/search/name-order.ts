/**
 * The document dialog's order (spec part 2): by name, ignoring leading symbols such as `_`, `#`
 * or `[`, case-insensitive, numbers in numeric order ("Week 2" before "Week 10").
 */
const collator = new Intl.Collator('en', { sensitivity: 'accent', numeric: true });

const LEADING_SYMBOLS = /^[^\p{L}\p{N}]+/u;

export function sortKey(name: string): string {
  return name.replace(LEADING_SYMBOLS, '');
}

export function compareNames(a: string, b: string): number {
  // Equal keys ("_Notes" and "Notes") still get a stable order from the full names.
  return collator.compare(sortKey(a), sortKey(b)) || collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

export function byName<T extends { name: string }>(items: T[]): T[] {
  return [...items].sort((x, y) => compareNames(x.name, y.name));
}

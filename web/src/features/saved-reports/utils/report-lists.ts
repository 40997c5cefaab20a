import { UNKNOWN_DOCUMENT_NAME } from '@/modules/saved-reports/utils/report-parameters';

/**
 * A saved report's lists travel as JSON text (spec part 2 section 3). Rows written by older versions
 * or by hand may hold anything, so every reader here treats what it cannot read as an empty list and
 * skips entries of the wrong shape: one bad row must never take the screen down.
 */

function parseJsonList(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

function field(item: object, key: string): string | undefined {
  const value: unknown = (item as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** keywords and negativeKeywords: the non-empty strings of the list. */
export function parseKeywords(text: string): string[] {
  return parseJsonList(text).filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

/** selectedDirectories: a plain string as is, else the entry's path, else its name. */
export function parseDirectoryLabels(text: string): string[] {
  return parseJsonList(text).flatMap((item) => {
    if (typeof item === 'string') return item.trim() === '' ? [] : [item];
    if (typeof item !== 'object' || item === null) return [];
    const label = field(item, 'path') ?? field(item, 'name');
    return label ? [label] : [];
  });
}

export type ExcludedDocument = { id: string; name: string };

/** deselectedDocuments: {id, name} entries, and bare ids from older data named 'Unknown Document'. */
export function parseExcludedDocuments(text: string): ExcludedDocument[] {
  return parseJsonList(text).flatMap((item) => {
    if (typeof item === 'string') return item === '' ? [] : [{ id: item, name: UNKNOWN_DOCUMENT_NAME }];
    if (typeof item !== 'object' || item === null) return [];
    const id = field(item, 'id');
    return id ? [{ id, name: field(item, 'name') ?? UNKNOWN_DOCUMENT_NAME }] : [];
  });
}

/** The spec's collapsing lists: the first `limit` entries, and how many more are hidden. */
export function collapse<T>(items: readonly T[], limit: number): { shown: T[]; hidden: number } {
  return { shown: items.slice(0, limit), hidden: Math.max(0, items.length - limit) };
}

import { AppError } from '../../shared/app-error';
import { FOLDER } from './document-types';

/**
 * Drive v3 search queries for a keyword search (docs/architecture/research-pipeline.md step 2). Keywords are OR-ed
 * (content or name), negative keywords AND-ed as `not fullText contains`, and a directory
 * restriction becomes `'id' in parents` clauses. Long lists are split over several queries whose
 * results the caller unites: splitting an OR list is exact, so nothing is lost.
 */
export interface QueryLimits {
  /** Characters of `q`; it travels in the URL of a GET, where Google refuses very long ones. */
  maxLength: number;
  /** `'id' in parents` clauses per query; Drive answers "The query is too complex" past some count. */
  maxParents: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = { maxLength: 5000, maxParents: 50 };

export interface SearchQueryInput {
  keywords: string[];
  negativeKeywords: string[];
  /** Folders whose direct children may match; undefined searches the whole drive. */
  folderIds?: string[];
  /** Terms every query ends with, and-ed (own-files.ts: what Quarry wrote is never offered). */
  exclusions?: string[];
}

/** A Drive query string literal: single quotes around, quotes and backslashes escaped. */
export function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * A Drive query term true of files bearing this app property (Drive asks for key and value both:
 * developers.google.com/workspace/drive/api/guides/search-files, custom file properties; checked
 * 2026-12-06). Only the asking app's own properties are matched.
 */
export function appPropertyTerm(key: string, value: string): string {
  return `appProperties has { key=${quote(key)} and value=${quote(value)} }`;
}

/** Every term of `marks` (appPropertyTerm), joined with and. */
export function marksTerm(marks: Record<string, string>): string {
  return Object.entries(marks)
    .map(([key, value]) => appPropertyTerm(key, value))
    .join(' and ');
}

/** Trimmed, without empties, each once (case-insensitively, keeping the first spelling). */
export function distinctKeywords(keywords: string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of keywords) {
    const keyword = raw.trim();
    const key = keyword.toLowerCase();
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    result.push(keyword);
  }
  return result;
}

/** The selected folders and every folder below them, each once, selected ones first. */
export function withDescendants(
  selectedIds: string[],
  folders: ReadonlyArray<{ id: string; parents?: string[] }>,
): string[] {
  const children = new Map<string, string[]>();
  for (const folder of folders) {
    for (const parent of folder.parents ?? []) {
      const list = children.get(parent) ?? [];
      list.push(folder.id);
      children.set(parent, list);
    }
  }
  const found = new Set<string>(selectedIds);
  const queue = [...found];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const child of children.get(next) ?? []) {
      if (found.has(child)) continue;
      found.add(child);
      queue.push(child);
    }
  }
  return [...found];
}

/** Greedy packing of clauses joined by `separator` into groups no longer than `budget`. */
function pack(clauses: string[], separator: string, budget: number, maxCount = Number.POSITIVE_INFINITY) {
  const groups: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const clause of clauses) {
    const added = current.length === 0 ? clause.length : length + separator.length + clause.length;
    if (current.length > 0 && (added > budget || current.length >= maxCount)) {
      groups.push(current);
      current = [clause];
      length = clause.length;
    } else {
      current.push(clause);
      length = added;
    }
  }
  if (current.length > 0) groups.push(current);
  return groups.map((group) => group.join(separator));
}

function tooLong(): AppError {
  return new AppError({
    code: 'SEARCH.QUERY_TOO_LONG',
    httpStatus: 400,
    message: 'The keywords are too long to search Google Drive with. Please use fewer or shorter keywords.',
  });
}

/**
 * The queries whose united results are the search: every keyword group crossed with every chunk
 * of parent folders. Each query stays within `limits`, or the search is refused as too long.
 */
export function buildSearchQueries(input: SearchQueryInput, limits = DEFAULT_QUERY_LIMITS): string[] {
  const keywords = distinctKeywords(input.keywords);
  if (keywords.length === 0) return [];
  const fixed = [
    ...distinctKeywords(input.negativeKeywords).map((n) => `not fullText contains ${quote(n)}`),
    ...(input.exclusions ?? []),
    'trashed = false',
    `mimeType != ${quote(FOLDER)}`,
  ].join(' and ');
  const keywordClauses = keywords.map((k) => `fullText contains ${quote(k)} or name contains ${quote(k)}`);
  const wrap = (keywordGroup: string, parentGroup?: string) =>
    parentGroup === undefined
      ? `(${keywordGroup}) and ${fixed}`
      : `(${keywordGroup}) and (${parentGroup}) and ${fixed}`;

  const folders = input.folderIds === undefined ? undefined : [...new Set(input.folderIds)];
  const room = limits.maxLength - (folders ? wrap('', '') : wrap('')).length;
  // With folders, keywords get at most half the room so that parent chunks stay reasonably large.
  const keywordGroups = pack(keywordClauses, ' or ', folders ? Math.floor(room / 2) : room);
  const queries: string[] = [];
  for (const group of keywordGroups) {
    if (!folders) {
      queries.push(wrap(group));
      continue;
    }
    const parentClauses = folders.map((id) => `${quote(id)} in parents`);
    const parentRoom = room - group.length;
    if (parentClauses.some((clause) => clause.length > parentRoom)) throw tooLong();
    for (const parents of pack(parentClauses, ' or ', parentRoom, limits.maxParents)) {
      queries.push(wrap(group, parents));
    }
  }
  if (queries.some((q) => q.length > limits.maxLength)) throw tooLong();
  return queries;
}

/** Documents whose name holds a negative keyword are dropped, whatever Drive's word matching did. */
export function nameHasNegative(name: string, negativeKeywords: string[]): boolean {
  const lower = name.toLowerCase();
  return negativeKeywords.some((negative) => {
    const needle = negative.trim().toLowerCase();
    return needle.length > 0 && lower.includes(needle);
  });
}

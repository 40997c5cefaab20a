import crypto from 'node:crypto';
import type { DriveCatalogue, DriveItem } from './catalogue';
import { invalidParameter } from './drive-errors';
import { rootIdFor } from './drive-ids';
import type { ListCorpus } from './list-corpus';
import { fullTextPhrases, matches } from './query-match';
import { parseQuery } from './query-parser';
import type { TextIndex } from './text-index';

export interface ListParams {
  q?: string;
  pageSize?: string;
  pageToken?: string;
  orderBy?: string;
}

type Compare = (a: DriveItem, b: DriveItem) => number;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const ORDER_KEYS: Record<string, Compare> = {
  folder: (a, b) => Number(b.isFolder) - Number(a.isFolder),
  name: (a, b) => byText(a.name.toLowerCase(), b.name.toLowerCase()) || byText(a.name, b.name),
  name_natural: (a, b) => collator.compare(a.name, b.name),
  modifiedTime: (a, b) => a.modifiedTime.getTime() - b.modifiedTime.getTime(),
  modifiedByMeTime: (a, b) => a.modifiedTime.getTime() - b.modifiedTime.getTime(),
  recency: (a, b) => a.modifiedTime.getTime() - b.modifiedTime.getTime(),
  createdTime: (a, b) => a.createdTime.getTime() - b.createdTime.getTime(),
  quotaBytesUsed: (a, b) => a.size - b.size,
  starred: () => 0,
  sharedWithMeTime: () => 0,
  viewedByMeTime: () => 0,
};

/** `orderBy`: comma-separated keys, each optionally followed by `desc`; ties break on id. */
function parseOrderBy(orderBy: string | undefined): Compare {
  const compares = (orderBy?.trim() ? orderBy.split(',') : ['name']).map((part) => {
    const [key = '', direction, extra] = part.trim().split(/\s+/);
    const compare = ORDER_KEYS[key];
    if (
      !compare ||
      extra !== undefined ||
      (direction !== undefined && direction !== 'desc' && direction !== 'asc')
    ) {
      throw invalidParameter('orderBy');
    }
    return direction === 'desc' ? (a: DriveItem, b: DriveItem) => compare(b, a) : compare;
  });
  return (a, b) => {
    for (const compare of compares) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return byText(a.id, b.id);
  };
}

/** Drive's `pageSize`: 100 when absent, else a whole number 1 to 1000 (files.list and changes.list alike). */
export function parsePageSize(value: string | undefined): number {
  if (value === undefined || value === '') return 100;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 1000) {
    throw invalidParameter(
      'pageSize',
      `Invalid value '${value}'. Values must be within the range: [1, 1000]`,
    );
  }
  return size;
}

/**
 * Page tokens are opaque to clients: an offset bound to the query that produced it, so a token
 * from another query or a doctored one is refused like Drive refuses it.
 */
function pageTokenKey(email: string, params: ListParams, corpus: ListCorpus): string {
  return crypto
    .createHash('sha256')
    .update([email, corpus.describe, params.q ?? '', params.orderBy ?? ''].join('\0'))
    .digest('base64url')
    .slice(0, 12);
}

function readPageToken(token: string | undefined, key: string): number {
  if (!token) return 0;
  const [offset, tokenKey] = Buffer.from(token, 'base64url').toString('utf8').split(':');
  const at = Number(offset);
  if (tokenKey !== key || !Number.isInteger(at) || at < 0) throw invalidParameter('pageToken');
  return at;
}

export async function listFiles(
  params: ListParams,
  email: string,
  /** The trees searched (list-corpus.ts): the person's My Drive, and Shared Drives when asked. */
  corpus: ListCorpus,
  catalogue: DriveCatalogue,
  texts: TextIndex,
  /** Which items the token may see (drive.file: only its app's). */
  visible: (item: DriveItem) => boolean = () => true,
  /** The token's app's own appProperties on an item (none when not given). */
  appPropertiesOf: (item: DriveItem) => Record<string, string> = () => ({}),
): Promise<{ files: DriveItem[]; nextPageToken?: string }> {
  const query = parseQuery(params.q ?? '');
  const pageSize = parsePageSize(params.pageSize);
  const compare = parseOrderBy(params.orderBy);
  const key = pageTokenKey(email, params, corpus);
  const offset = readPageToken(params.pageToken, key);

  const trees = await Promise.all(corpus.keys.map((tree) => catalogue.items(tree)));
  const items = trees.flat().filter(visible);
  const phrases = fullTextPhrases(query);
  const inContent = phrases.length > 0 ? await texts.phrasesIn(items, phrases) : new Map();
  const context = {
    email: email.toLowerCase(),
    rootId: rootIdFor(email),
    contentHas: (item: DriveItem, phrase: string) => inContent.get(item.id)?.has(phrase) ?? false,
    appPropertiesOf,
  };
  const found = (query ? items.filter((item) => matches(query, item, context)) : items).sort(compare);
  const files = found.slice(offset, offset + pageSize);
  const next = offset + pageSize;
  return next < found.length
    ? { files, nextPageToken: Buffer.from(`${next}:${key}`).toString('base64url') }
    : { files };
}

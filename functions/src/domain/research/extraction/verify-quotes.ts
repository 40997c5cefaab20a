import type { CellRef } from '@quarry/contracts/tables';
import type { ReadResult } from '../../../ports/document-reader.port';

/**
 * Verified quotes (docs/architecture/evidence.md, docs/decisions/evidence.md): a finding's quote is looked up in the document's
 * own text before the report may use it. Both sides are compared as a "skeleton" that keeps what a
 * quote's words are and drops what copying text changes: Unicode compatibility forms (ligatures,
 * full-width letters) are folded (NFKC), case is folded, and whitespace, quotation marks, hyphens
 * and dashes (so hyphenation at line ends, and "–" for "-") and the readers' table and heading
 * marks are left out. An ellipsis in a quote stands for omitted words:
 * its parts must be found in order. Where the document has pages, the page the quote is found on
 * is checked against the page the finding names, and put right when it is another.
 */

/** A finding as extraction keeps it: the quote, its page, and what checking it found. */
export interface Finding {
  text: string;
  page?: number;
  /**
   * Whether the quote was found in the document's text. False keeps it out of the report's
   * claims; absent on findings kept before quotes were checked.
   */
  verified?: boolean;
  /** The page the model named, when the quote was found on another (`page`). */
  pageCorrectedFrom?: number;
  /** The table cells a computed answer, or a number copied from a table, rests on. */
  cells?: CellRef[];
  /** A computed answer's plan in words; absent on what the model read. */
  plan?: string;
}

export interface QuoteCheck {
  verified: boolean;
  /** The page the quote is on (where pages are known and it was found). */
  page?: number;
  /** The page the finding named, when the quote is on another one. */
  pageCorrectedFrom?: number;
}

/**
 * Dropped from both sides: whitespace, hyphens and dashes of every kind, the soft hyphen,
 * zero-width characters, quotation marks of every kind (straight, curly, primes, guillemets: a
 * quote may keep or drop them), and the marks readers and Markdown add around text (table pipes,
 * the finding's " · " cell separator, heading hashes, emphasis stars, quote marks of blocks).
 */
export const DROPPED =
  /[\s\u00ad\u200b-\u200d\u2060\ufeff\-\u2010-\u2015\u2212|#*>·_'"`\u00b4\u2018-\u201f\u2032\u2033\u00ab\u00bb]/u;
/** Where a quote leaves words out. */
const ELLIPSIS = /\u2026|\.{3,}|\[\s*(?:\u2026|\.{3})\s*\]/g;

const DROPPED_ALL = new RegExp(DROPPED.source, 'gu');

interface Skeleton {
  text: string;
  /** Paged documents: where each page starts in `text` (ascending), and its number. */
  pages?: { starts: number[]; numbers: number[] };
}

/** The text as it is compared: folded, without what copying changes. */
export function skeletonOf(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(DROPPED_ALL, '');
}

function documentSkeleton(read: ReadResult): Skeleton {
  if (!read.pages || read.pages.length === 0) return { text: skeletonOf(read.text) };
  const parts: string[] = [];
  const starts: number[] = [];
  const numbers: number[] = [];
  let length = 0;
  for (const page of read.pages) {
    const folded = skeletonOf(page.text);
    starts.push(length);
    numbers.push(page.number);
    parts.push(folded);
    length += folded.length;
  }
  return { text: parts.join(''), pages: { starts, numbers } };
}

/** The page a position of the skeleton is on: the last page starting at or before it. */
function pageAt({ starts, numbers }: NonNullable<Skeleton['pages']>, index: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] as number) <= index) low = middle;
    else high = middle - 1;
  }
  return numbers[low] as number;
}

/** Each run of words the quote holds, as skeletons; empty when it holds none. */
export function fragmentsOf(quote: string): string[] {
  return quote
    .split(ELLIPSIS)
    .map(skeletonOf)
    .filter((fragment) => fragment.length > 0);
}

/** Where the fragments occur in order from `from`: [start of the first, end of the last], or null. */
function findInOrder(haystack: string, fragments: string[], from: number): [number, number] | null {
  let cursor = from;
  let start = -1;
  for (const fragment of fragments) {
    const at = haystack.indexOf(fragment, cursor);
    if (at < 0) return null;
    if (start < 0) start = at;
    cursor = at + fragment.length;
  }
  return [start, cursor];
}

/** Every place the quote is found (its first fragment's each occurrence, the rest following). */
function occurrences(haystack: string, fragments: string[]): [number, number][] {
  const found: [number, number][] = [];
  const first = fragments[0] as string;
  for (let at = haystack.indexOf(first); at >= 0; at = haystack.indexOf(first, at + 1)) {
    const span = findInOrder(haystack, fragments, at);
    if (!span) break;
    found.push(span);
    if (found.length >= 50) break;
  }
  return found;
}

/**
 * A checker for one read document: built once (the document's skeleton), then asked about each
 * of its findings.
 */
export function quoteChecker(read: ReadResult): (quote: string, page?: number) => QuoteCheck {
  const skeleton = documentSkeleton(read);
  return (quote, page) => {
    const fragments = fragmentsOf(quote);
    if (fragments.length === 0) return { verified: false };
    const found = occurrences(skeleton.text, fragments);
    if (found.length === 0) return { verified: false };
    const pages = skeleton.pages;
    if (!pages) return { verified: true };
    const pagesOf = ([start, end]: [number, number]) => ({
      first: pageAt(pages, start),
      last: pageAt(pages, end - 1),
    });
    const spans = found.map(pagesOf);
    if (page !== undefined && spans.some(({ first, last }) => page >= first && page <= last)) {
      return { verified: true, page };
    }
    const where = (spans[0] as { first: number }).first;
    return page === undefined
      ? { verified: true, page: where }
      : { verified: true, page: where, pageCorrectedFrom: page };
  };
}

/**
 * Bumped when the check changes what it accepts: part of the extraction cache's key, so findings
 * checked the old way (or not at all) are not reused.
 */
export const QUOTE_CHECK_VERSION = 2;

/** A document's findings, each checked against its text, pages put right where they were wrong. */
export function verifyFindings(read: ReadResult, findings: Finding[]): Finding[] {
  if (findings.length === 0) return findings;
  const check = quoteChecker(read);
  return findings.map(({ text, page }) => {
    const result = check(text, page);
    return {
      text,
      verified: result.verified,
      ...(result.verified ? (result.page !== undefined ? { page: result.page } : {}) : page ? { page } : {}),
      ...(result.pageCorrectedFrom !== undefined ? { pageCorrectedFrom: result.pageCorrectedFrom } : {}),
    };
  });
}

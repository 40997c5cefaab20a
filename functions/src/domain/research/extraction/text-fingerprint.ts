import crypto from 'node:crypto';
import type { ReadResult } from '../../../ports/document-reader.port';
import { fragmentsOf, skeletonOf } from './verify-quotes';

/**
 * What a run keeps of a document's text to compare its evidence with another run's (docs/architecture/watching.md, docs/decisions/evidence.md): never the text (section 26), only hashes. `textHash` is the whole text's quote-check
 * skeleton hashed, so a document whose words did not change is known as such, whatever its name or
 * id. `spans` hash every run of one to MAX_SPAN_UNITS consecutive units of the text (a unit is a
 * sentence of a line, or a line: a table row), as skeletons: a quote that starts and ends where
 * units do (a sentence, a table row, a header over its row) can be looked up in a text the run no
 * longer has. Kept for documents that gave findings, and only up to MAX_SPANS.
 */
export interface TextFingerprint {
  textHash: string;
  spans?: string[];
}

export const MAX_SPAN_UNITS = 4;
export const MAX_SPANS = 1200;

const hashOf = (text: string, length: number) =>
  crypto.createHash('sha256').update(text).digest('base64url').slice(0, length);
/** 48 bits: a false match among a few thousand spans is about one in ten billion. */
const spanHash = (skeleton: string) => hashOf(skeleton, 8);

const SENTENCE_END = /(?<=[.!?…])\s+/u;

function textOf(read: ReadResult): string {
  return read.pages?.length ? read.pages.map((page) => page.text).join('\n') : read.text;
}

/** The text's units as skeletons, in order: each line's sentences; lines of only marks drop out. */
function unitsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .flatMap((line) => line.split(SENTENCE_END))
    .map(skeletonOf)
    .filter((unit) => unit.length > 0);
}

/** A read document's fingerprint; with its spans when `withSpans` and they fit in MAX_SPANS. */
export function fingerprintOf(read: ReadResult, withSpans: boolean): TextFingerprint {
  const text = textOf(read);
  const textHash = hashOf(skeletonOf(text), 16);
  if (!withSpans) return { textHash };
  const units = unitsOf(text);
  const spans = new Set<string>();
  for (let start = 0; start < units.length && spans.size <= MAX_SPANS; start++) {
    let joined = '';
    for (let end = start; end < Math.min(units.length, start + MAX_SPAN_UNITS); end++) {
      joined += units[end];
      spans.add(spanHash(joined));
    }
  }
  return spans.size > MAX_SPANS ? { textHash } : { textHash, spans: [...spans] };
}

/**
 * Whether the text a fingerprint was taken from shows the quote: each of its runs of words (an
 * ellipsis leaves words out) is a whole span of that text. False when it is not, and when the
 * fingerprint has no spans to look in (the caller then has only the runs' quotes to go by).
 */
export function holdsQuote(print: TextFingerprint | undefined, quote: string): boolean {
  if (!print?.spans) return false;
  const fragments = fragmentsOf(quote);
  const spans = new Set(print.spans);
  return fragments.length > 0 && fragments.every((fragment) => spans.has(spanHash(fragment)));
}

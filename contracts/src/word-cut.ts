/**
 * Shortens text to fit a length without cutting a word (titles are whole). Word
 * boundaries are the ones `Intl.Segmenter` finds, so text without spaces (Chinese, Japanese, Thai)
 * is cut between its words too. White space is folded to single spaces first.
 */
const WORDS = new Intl.Segmenter(undefined, { granularity: 'word' });

/** What may not end a cut text before its ellipsis: spaces, and punctuation that leads on. */
const TRAILING = /[\s,;:.!?–—-]+$/u;

export interface CutOptions {
  /** Ends a shortened text with '…' (counted in `max`), so it never looks whole when it is not. */
  ellipsis?: boolean;
  /**
   * When the first word alone is longer than `max`, it is kept whole up to this length (a title is
   * never cut mid-word); only a "word" longer still (a run of letters, an identifier) is cut.
   */
  hardMax?: number;
}

export function cutAtWord(
  text: string,
  max: number,
  { ellipsis = true, hardMax = max }: CutOptions = {},
): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = ellipsis ? max - 1 : max;
  let cut = 0;
  let firstWordEnd = 0;
  for (const { index, segment, isWordLike } of WORDS.segment(clean)) {
    const end = index + segment.length;
    if (isWordLike && firstWordEnd === 0) firstWordEnd = end;
    if (end > room) break;
    // A word that ends within the room is kept whole; the break after it is where the cut may be.
    if (isWordLike) cut = end;
  }
  const kept =
    cut > 0
      ? clean.slice(0, cut)
      : clean.slice(0, Math.min(firstWordEnd || room, hardMax - (ellipsis ? 1 : 0)));
  const trimmed = kept.replace(TRAILING, '');
  if (trimmed.length === clean.length) return clean;
  return ellipsis ? `${trimmed}…` : trimmed;
}

import { TITLE_HARD_MAX, TITLE_MAX_LENGTH } from './chat';
import { cutAtWord } from './word-cut';

/**
 * Fits a session title into the spec's 30 characters (spec part 2 section 8). A title that is too
 * long is cut at the last word boundary that fits and ends with '…', so it never looks whole when it
 * is not; it never stops mid-word (docs/decisions/runs.md): a first word longer than 30 characters is kept
 * whole, up to TITLE_HARD_MAX (a longer "word" is a run of letters or an identifier, not a word). The server and the
 * page cut the same way.
 */
export function fitTitle(text: string): string {
  const clean = text.replace(/[\r\n#*_`"]+/g, ' ');
  return cutAtWord(clean, TITLE_MAX_LENGTH, { hardMax: TITLE_HARD_MAX });
}

/** Whether a title was shortened by `fitTitle` (it ends with its ellipsis): not a whole title. */
export const isShortenedTitle = (title: string): boolean => title.endsWith('…');

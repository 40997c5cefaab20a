import { TITLE_MAX_LENGTH } from './chat';

/**
 * Fits a session title into the spec's 30 characters (spec part 2 section 8). A title that is too
 * long is cut at the last word boundary that fits and ends with '…', so it never stops mid-word
 * (unless its first word alone is too long) and never looks whole when it is not. The server and
 * the page cut the same way.
 */
export function fitTitle(text: string): string {
  const clean = text
    .replace(/[\r\n#*_`"]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length <= TITLE_MAX_LENGTH) return clean;
  // Room for the ellipsis; a word that ends exactly there is kept whole.
  const room = TITLE_MAX_LENGTH - 1;
  const space = clean.lastIndexOf(' ', room);
  const cut = space > 0 ? clean.slice(0, space) : clean.slice(0, room);
  return `${cut.replace(/[\s,;:.!?–-]+$/, '')}…`;
}

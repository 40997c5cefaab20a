/**
 * A bar's label in at most `maxLines` lines of `maxChars` characters: broken between words (a word
 * longer than a line, like a model's name, is broken where it must), and the last line ends in '…'
 * when the rest does not fit. The chart shows the full name in the bar's title and tooltip.
 */
export function fitLabel(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const pieces = words.flatMap((word) => chunks(word, maxChars));
  const lines: string[] = [];
  let index = 0;
  while (index < pieces.length && lines.length < maxLines) {
    let line = pieces[index] as string;
    index++;
    while (index < pieces.length && `${line} ${pieces[index]}`.length <= maxChars) {
      line = `${line} ${pieces[index]}`;
      index++;
    }
    lines.push(line);
  }
  if (index < pieces.length) {
    const last = lines.pop() ?? '';
    lines.push(`${last.slice(0, maxChars - 1).trimEnd()}…`);
  }
  return lines;
}

/** A word in pieces of at most `size`, each ending after a hyphen where it has one. */
function chunks(word: string, size: number): string[] {
  const parts: string[] = [];
  let rest = word;
  while (rest.length > size) {
    const hyphen = rest.lastIndexOf('-', size - 1);
    const cut = hyphen > 0 ? hyphen + 1 : size;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts;
}

/**
 * A finding is document text. Before it goes to the model and into the report's evidence it becomes
 * one plain line: no Markdown block markers (headings, quotes, list bullets, table pipes) and no
 * sheet headings the readers add (`## Sheet name`), so nothing a document wrote can turn into a
 * heading or a quote of the report (docs/decisions/evidence.md).
 */
const LINE_MARKERS = /^\s*(?:#{1,6}(?=\s|$)|>+|[-*+•](?=\s)|\d{1,3}[.)](?=\s)|\|)\s*/;
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;
/** Lines that are only structure: code fences, horizontal rules, setext heading underlines. */
const STRUCTURE_LINE = /^\s*(?:(?:`{3,}|~{3,})[\w+-]*|(?:[-*_=]\s*){3,})\s*$/;

function plainLine(line: string): string {
  let text = line;
  // Markers can nest ('> ## Heading', '- > quote'): strip until none is left.
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(LINE_MARKERS, '');
  }
  return text
    .replace(/\s*\|\s*$/, '')
    .replace(/\s*\|\s*/g, ' · ')
    .replace(/\t+/g, ' · ');
}

export function plainFinding(text: string): string {
  return (
    text
      .split(/\r?\n/)
      .filter((line) => !TABLE_RULE.test(line) && !STRUCTURE_LINE.test(line))
      .map(plainLine)
      .filter((line) => line.trim() !== '')
      .join(' ')
      .replace(/\s+/g, ' ')
      // A document's own '[3]' would pass for one of the report's citations.
      .replace(/\[(\d+(?:\s*,\s*\d+)*)\]/g, '($1)')
      .trim()
  );
}

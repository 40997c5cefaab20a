/** A heading, quote, table, list or code marker that would start a Markdown block. */
const BLOCK_MARKER = /^(?:#{1,6}(?=\s|$)|>|\||[-*+•](?=\s)|\d{1,2}[.)](?=\s)|-{3,}|={3,}|`{3,}|~{3,})\s*/;

/**
 * A finding's text as it may stand inside a report paragraph: on one line, never opening with a
 * Markdown block marker (a document's "# Title", "> quote", "| cell |", "- item" or a sheet's
 * "## Sheet" heading would otherwise become report structure), with bracketed numbers shown as
 * "(3)" so they cannot pass for citations. A table row found with its header row ("Region\tQ3
 * 2026" over "Europe\t$7.1M") reads as "Europe: Q3 2026 $7.1M".
 */
export function reportableText(text: string): string {
  const table = tableSentence(text);
  let line = (table ?? text).replace(/\s+/g, ' ').trim();
  for (let previous = ''; previous !== line; ) {
    previous = line;
    line = line.replace(BLOCK_MARKER, '');
  }
  return line
    .replace(/\s*\|\s*$/, '')
    .replace(/\[(\d+(?:\s*,\s*\d+)*)\]/g, '($1)')
    .trim();
}

/** "row label: header value, header value" for a header line over one row with as many cells. */
export function tableSentence(text: string): string | undefined {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length !== 2) return undefined;
  for (const separator of ['\t', '|', ',']) {
    const header = cells(lines[0]!, separator);
    const row = cells(lines[1]!, separator);
    if (header.length < 2 || header.length !== row.length) continue;
    const pairs = row
      .slice(1)
      .map((cell, i) => (cell === '' ? '' : `${header[i + 1]} ${cell}`.trim()))
      .filter((pair) => pair !== '');
    if (pairs.length === 0) return row[0];
    return row[0] === '' ? pairs.join(', ') : `${row[0]}: ${pairs.join(', ')}`;
  }
  return undefined;
}

function cells(line: string, separator: string): string[] {
  const inner = separator === '|' ? line.trim().replace(/^\|/, '').replace(/\|$/, '') : line;
  if (!inner.includes(separator)) return [];
  return inner.split(separator).map((cell) => cell.trim());
}

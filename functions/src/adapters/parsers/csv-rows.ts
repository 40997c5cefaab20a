/**
 * CSV as RFC 4180 writes it (quoted fields may hold separators, quotes doubled, line breaks), with
 * the separator spreadsheet programs pick by locale: a comma, a semicolon or a tab, whichever the
 * first line holds most of outside quotes.
 */
export function csvRows(text: string): string[][] {
  const separator = separatorOf(text.split(/\r?\n/, 1)[0] ?? '');
  // Ordinary characters are taken a run at a time: only quotes, separators and line breaks matter.
  const special = new RegExp(`[${separator}"\r\n]`, 'g');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let at = 0;
  while (at < text.length) {
    if (field === '' && text[at] === '"') {
      const [quoted, next] = quotedField(text, at + 1);
      field = quoted;
      at = next;
      continue;
    }
    special.lastIndex = at;
    const stop = special.exec(text)?.index ?? text.length;
    field += text.slice(at, stop);
    at = stop;
    const char = text[at];
    if (char === undefined) break;
    at++;
    if (char === '"') field += '"';
    else if (char === separator) {
      row.push(field);
      field = '';
    } else {
      if (char === '\r' && text[at] === '\n') at++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    }
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** A quoted field's text from just after its opening quote, and where reading goes on after it. */
function quotedField(text: string, from: number): [string, number] {
  let field = '';
  let at = from;
  for (;;) {
    const close = text.indexOf('"', at);
    if (close < 0) return [field + text.slice(at), text.length];
    field += text.slice(at, close);
    if (text[close + 1] !== '"') return [field, close + 1];
    field += '"';
    at = close + 2;
  }
}

function separatorOf(line: string): string {
  const unquoted = line.replace(/"[^"]*"/g, '');
  const [best] = [',', ';', '\t']
    .map((sep) => ({ sep, count: unquoted.split(sep).length - 1 }))
    .sort((a, b) => b.count - a.count);
  return best && best.count > 0 ? best.sep : ',';
}

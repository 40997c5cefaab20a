/**
 * CSV as RFC 4180 writes it (quoted fields may hold separators, quotes doubled, line breaks), with
 * the separator spreadsheet programs pick by locale: a comma, a semicolon or a tab, whichever the
 * first line holds most of outside quotes.
 */
export function csvRows(text: string): string[][] {
  const separator = separatorOf(text.split(/\r?\n/, 1)[0] ?? '');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at] as string;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

function separatorOf(line: string): string {
  const unquoted = line.replace(/"[^"]*"/g, '');
  const [best] = [',', ';', '\t']
    .map((sep) => ({ sep, count: unquoted.split(sep).length - 1 }))
    .sort((a, b) => b.count - a.count);
  return best && best.count > 0 ? best.sep : ',';
}

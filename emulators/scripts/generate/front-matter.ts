/** Sample sources may start with `---` lines of `key: value` (date, author) before the content. */
export interface SourceMeta {
  date: Date;
  author: string;
}

const DEFAULT_DATE = '2026-10-01';
const DEFAULT_AUTHOR = 'Northwind Outfitters';

export function readFrontMatter(source: string): { meta: SourceMeta; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source.replace(/\r\n?/g, '\n'));
  const fields: Record<string, string> = {};
  for (const line of match?.[1]?.split('\n') ?? []) {
    const at = line.indexOf(':');
    if (at > 0) fields[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return {
    meta: metaFrom(fields),
    body: match ? source.replace(/\r\n?/g, '\n').slice(match[0].length) : source,
  };
}

export function metaFrom(fields: { date?: string; author?: string }): SourceMeta {
  return {
    date: new Date(`${fields.date ?? DEFAULT_DATE}T12:00:00Z`),
    author: fields.author ?? DEFAULT_AUTHOR,
  };
}

/**
 * HTML uploaded to become a Google Doc, turned into the Markdown subset the emulator keeps Google
 * Docs in (markdown-blocks.ts): headings, paragraphs, flat bullet and numbered lists, pipe tables,
 * `---` breaks; bold, italic, code and links inline. Like Drive's own conversion it keeps the text
 * and the structure and drops the rest (head, scripts, styles, images). Quotes and preformatted text
 * become paragraphs; nested lists are flattened. Text that reads as Markdown syntax at the start of a
 * line (`# `, `- `, `1. `) is not escaped: the subset has no escapes.
 */
const TOKEN = /<!--[\s\S]*?-->|<![^>]*>|<(\/?)([a-zA-Z][\w-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|[^<]+|</g;
const SKIPPED = new Set(['head', 'script', 'style', 'title', 'template', 'noscript', 'svg']);
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'nav',
  'aside',
  'figure',
  'figcaption',
  'caption',
  'blockquote',
  'pre',
  'dl',
  'dt',
  'dd',
  'address',
  'body',
  'html',
]);
const INLINE_MARKS: Record<string, string> = { strong: '**', b: '**', em: '*', i: '*', code: '`' };

interface State {
  lines: string[];
  text: string;
  heading: number;
  lists: { ordered: boolean; count: number }[];
  item?: string;
  table?: string[][];
  cell?: string[];
  links: (string | undefined)[];
  skipping: number;
  pre: number;
}

export function htmlToMarkdown(html: string): string {
  const s: State = { lines: [], text: '', heading: 0, lists: [], links: [], skipping: 0, pre: 0 };
  for (const [token, closing, rawTag, attributes = ''] of html.matchAll(TOKEN)) {
    const tag = rawTag?.toLowerCase();
    if (!tag) {
      if (s.skipping === 0 && !token.startsWith('<!')) s.text += decodeEntities(token);
      continue;
    }
    if (SKIPPED.has(tag)) {
      if (!attributes.trimEnd().endsWith('/')) s.skipping += closing ? -1 : 1;
      s.skipping = Math.max(0, s.skipping);
      continue;
    }
    if (s.skipping > 0) continue;
    if (closing) close(s, tag);
    else open(s, tag, attributes);
  }
  endBlock(s);
  return `${s.lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

function open(s: State, tag: string, attributes: string): void {
  const level = /^h([1-6])$/.exec(tag)?.[1];
  if (level) {
    endBlock(s);
    s.heading = Number(level);
  } else if (tag === 'ul' || tag === 'ol') {
    endBlock(s);
    s.lists.push({ ordered: tag === 'ol', count: 0 });
  } else if (tag === 'li') {
    endBlock(s);
    const list = s.lists.at(-1) ?? { ordered: false, count: 0 };
    list.count += 1;
    s.item = list.ordered ? `${list.count}. ` : '- ';
  } else if (tag === 'table') {
    endBlock(s);
    s.table = [];
  } else if (tag === 'tr') s.cell = [];
  else if (tag === 'td' || tag === 'th') s.text = '';
  else if (tag === 'hr') {
    endBlock(s);
    s.lines.push('---', '');
  } else if (tag === 'br') s.text += s.pre > 0 ? '\n' : ' ';
  else if (tag === 'a') {
    const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const target = href ? decodeEntities(href[1] ?? href[2] ?? href[3] ?? '') : '';
    const kept = target && !target.startsWith('#') ? target : undefined;
    s.links.push(kept);
    if (kept) s.text += '[';
  } else if (INLINE_MARKS[tag]) s.text += INLINE_MARKS[tag];
  else if (BLOCKS.has(tag)) {
    endBlock(s);
    if (tag === 'pre') s.pre += 1;
  }
}

function close(s: State, tag: string): void {
  if (/^h[1-6]$/.test(tag)) {
    endBlock(s);
    s.heading = 0;
  } else if (tag === 'ul' || tag === 'ol') {
    endBlock(s);
    s.lists.pop();
    if (s.lists.length === 0) s.lines.push('');
  } else if (tag === 'li') {
    endBlock(s);
    s.item = undefined;
  } else if (tag === 'td' || tag === 'th') {
    s.cell?.push(collapse(s.text).replaceAll('|', '∣'));
    s.text = '';
  } else if (tag === 'tr') {
    if (s.cell && s.cell.length > 0) s.table?.push(s.cell);
    s.cell = undefined;
  } else if (tag === 'table') endTable(s);
  else if (tag === 'a') {
    const href = s.links.pop();
    if (href) s.text += `](${href})`;
  } else if (INLINE_MARKS[tag]) s.text += INLINE_MARKS[tag];
  else if (BLOCKS.has(tag)) {
    endBlock(s);
    if (tag === 'pre') s.pre = Math.max(0, s.pre - 1);
  }
}

/** Ends the text gathered so far as a heading, list item or paragraph(s). */
function endBlock(s: State): void {
  if (s.table && s.cell) return;
  const raw = s.text;
  s.text = '';
  const paragraphs = (s.pre > 0 ? raw.split('\n') : [raw]).map(collapse).filter(Boolean);
  // Nothing yet (a <p> opening inside an <li>): the item's marker waits for its text.
  if (paragraphs.length === 0) return;
  for (const paragraph of paragraphs) {
    if (s.heading) s.lines.push(`${'#'.repeat(s.heading)} ${paragraph}`, '');
    else if (s.item) s.lines.push(`${s.item}${paragraph}`);
    else s.lines.push(paragraph, '');
  }
  s.item = undefined;
}

function endTable(s: State): void {
  const rows = s.table ?? [];
  s.table = undefined;
  s.cell = undefined;
  if (rows.length === 0) return;
  const width = Math.max(...rows.map((row) => row.length));
  const line = (cells: string[]) => `| ${[...cells, ...Array(width - cells.length).fill('')].join(' | ')} |`;
  s.lines.push(line(rows[0]!), line(Array(width).fill('---')), ...rows.slice(1).map(line), '');
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
  pound: '£',
  copy: '©',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  middot: '·',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[name.toLowerCase()] ?? entity;
  });
}

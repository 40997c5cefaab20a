/**
 * The small Markdown subset the sample documents are written in (headings, paragraphs, bullet and
 * numbered lists, pipe tables, `---` breaks), parsed into blocks. Google Docs are exported from it
 * (plain text, docx) and the sample generator lays PDFs, Word files and slides out from it.
 */
export type Block =
  | { type: 'heading'; level: number; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'table'; rows: string[][] }
  | { type: 'break' };

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', text: inline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    const last = blocks[blocks.length - 1];
    if (!line) {
      flush();
    } else if (/^(-{3,}|\*{3,})$/.test(line)) {
      flush();
      blocks.push({ type: 'break' });
    } else if (heading) {
      flush();
      blocks.push({ type: 'heading', level: heading[1]!.length, text: inline(heading[2]!) });
    } else if (bullet || numbered) {
      flush();
      const ordered = Boolean(numbered);
      const text = inline((bullet ?? numbered)![1]!);
      if (last?.type === 'list' && last.ordered === ordered) last.items.push(text);
      else blocks.push({ type: 'list', ordered, items: [text] });
    } else if (line.startsWith('|')) {
      flush();
      if (/^\|[\s:|-]+\|$/.test(line)) continue;
      const cells = line
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => inline(cell.trim()));
      if (last?.type === 'table') last.rows.push(cells);
      else blocks.push({ type: 'table', rows: [cells] });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** Drops inline markup: emphasis, code ticks, links (keeping their text). */
export function inline(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_]+)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1');
}

/** Plain text as Google Docs exports it: headings as lines, "* " bullets, tab-separated tables. */
export function blocksToPlainText(blocks: Block[]): string {
  const lines: string[] = [];
  for (const block of blocks) {
    if (block.type === 'heading' || block.type === 'paragraph') lines.push(block.text);
    else if (block.type === 'list') {
      block.items.forEach((item, i) => {
        lines.push(block.ordered ? `${i + 1}. ${item}` : `* ${item}`);
      });
    } else if (block.type === 'table') lines.push(...block.rows.map((row) => row.join('\t')));
    else continue;
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

import type { ExportBlock, ExportInline } from '../../ports/report-renderer.port';

/** "[1]", "[2, 3]", "[4-5]": the report's citation marks, as the prose writes them. */
const CITATION = /\[(\d+(?:\s*[,–-]\s*\d+)*)\]/g;
/** The footer's model-use line (usageLine in report-markdown.ts). */
const USAGE = /^Model use: /;

type Marks = { bold?: boolean; italic?: boolean; code?: boolean; link?: string };

/** The numbers of one citation mark: "2, 3" → [2, 3], "4-6" → [4, 5, 6] (at most 50 of a range). */
function citedNumbers(inside: string): number[] {
  return inside.split(/\s*,\s*/).flatMap((piece) => {
    const [from, to] = piece.split(/\s*[–-]\s*/).map(Number);
    if (from === undefined || Number.isNaN(from)) return [];
    if (to === undefined || Number.isNaN(to) || to < from) return [from];
    return Array.from({ length: Math.min(to - from + 1, 50) }, (_, i) => from + i);
  });
}

/** A text's runs: the words with their marks, each citation mark a `{cite}` of its own. */
function textRuns(text: string, marks: Marks): ExportInline[] {
  const runs: ExportInline[] = [];
  let last = 0;
  for (const match of text.matchAll(CITATION)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), ...marks });
    for (const n of citedNumbers(match[1] ?? '')) runs.push({ cite: n });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), ...marks });
  return runs;
}

/** The inline content of an element: text runs with their marks, links and citation marks. */
function inlines(node: Node, marks: Marks = {}): ExportInline[] {
  if (node.nodeType === 3) return textRuns(node.nodeValue ?? '', marks);
  if (node.nodeType !== 1) return [];
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (tag === 'br') return [{ text: '\n', ...marks }];
  // Lists inside an item are blocks of their own (listBlocks), not part of its line.
  if (tag === 'ul' || tag === 'ol') return [];
  const href = tag === 'a' ? element.getAttribute('href') : null;
  // A linked citation ([[1]](address) in the Markdown) is a citation mark, its address in its note.
  if (href !== null && /^\[\d+(?:\s*[,–-]\s*\d+)*\]$/.test((element.textContent ?? '').trim())) {
    return textRuns((element.textContent ?? '').trim(), marks);
  }
  const inner: Marks = {
    ...marks,
    ...(tag === 'strong' || tag === 'b' ? { bold: true } : {}),
    ...(tag === 'em' || tag === 'i' ? { italic: true } : {}),
    ...(tag === 'code' ? { code: true } : {}),
    ...(href ? { link: href } : {}),
  };
  return Array.from(element.childNodes).flatMap((child) => inlines(child, inner));
}

/** A list and the lists inside its items, each a block at its depth, in reading order. */
function listBlocks(list: Element, depth: number): ExportBlock[] {
  const ordered = list.tagName.toLowerCase() === 'ol';
  const blocks: ExportBlock[] = [];
  let items: ExportInline[][] = [];
  const close = () => {
    if (items.length > 0) blocks.push({ kind: 'list', ordered, depth, items });
    items = [];
  };
  for (const item of Array.from(list.children)) {
    items.push(trimmed(inlines(item)));
    const nested = Array.from(item.children).filter((c) => /^(ul|ol)$/i.test(c.tagName));
    if (nested.length > 0) {
      close();
      for (const inner of nested) blocks.push(...listBlocks(inner, depth + 1));
    }
  }
  close();
  return blocks;
}

/** Runs without the white space that only separated the markup. */
function trimmed(runs: ExportInline[]): ExportInline[] {
  const kept = runs.filter((run) => !('text' in run) || run.text !== '');
  const first = kept[0];
  if (first && 'text' in first) kept[0] = { ...first, text: first.text.trimStart() };
  const last = kept.at(-1);
  if (last && 'text' in last) kept[kept.length - 1] = { ...last, text: last.text.trimEnd() };
  return kept.filter((run) => !('text' in run) || run.text !== '');
}

function cells(row: Element): ExportInline[][] {
  return Array.from(row.children).map((cell) => trimmed(inlines(cell)));
}

/** The blocks of an element's children, in order; white space between blocks is dropped. */
export function blocksOf(parent: Element): ExportBlock[] {
  const blocks: ExportBlock[] = [];
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === 3) {
      const text = (child.nodeValue ?? '').trim();
      if (text) blocks.push({ kind: 'paragraph', content: textRuns(text, {}) });
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      const level = Number(heading[1]) as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ kind: 'heading', level, content: trimmed(inlines(element)) });
    } else if (tag === 'p') blocks.push({ kind: 'paragraph', content: trimmed(inlines(element)) });
    else if (tag === 'ul' || tag === 'ol') blocks.push(...listBlocks(element, 0));
    else if (tag === 'blockquote') blocks.push({ kind: 'quote', content: trimmed(inlines(element)) });
    else if (tag === 'pre')
      blocks.push({ kind: 'code', text: (element.textContent ?? '').replace(/\n$/, '') });
    else if (tag === 'hr') blocks.push({ kind: 'rule' });
    else if (tag === 'table') {
      const rows = Array.from(element.querySelectorAll('tr'));
      const headed = rows[0]?.querySelector('th') ? rows.shift() : undefined;
      blocks.push({ kind: 'table', header: headed ? cells(headed) : [], rows: rows.map(cells) });
    } else blocks.push(...blocksOf(element));
  }
  return blocks;
}

/** Where the listing (Sources list, Coverage table: listingHtml) starts in a report's HTML, or -1. */
export function listingStart(html: string): number {
  const sources = html.lastIndexOf('<h2>Sources</h2>\n<ol>');
  if (sources >= 0) return sources;
  return html.lastIndexOf('<h2>Coverage</h2>\n<table><thead><tr><th>Document</th><th>Result</th>');
}

/** The report's blocks, with its model-use line (the footer's last paragraph) apart. */
export function exportBlocks(body: Element): { blocks: ExportBlock[]; usageLine: string | null } {
  const all = blocksOf(body);
  const usageAt = all.findLastIndex(
    (block) =>
      block.kind === 'paragraph' && block.content.some((run) => 'text' in run && USAGE.test(run.text)),
  );
  const usage = all[usageAt];
  const usageLine =
    usage?.kind === 'paragraph'
      ? usage.content.map((run) => ('text' in run ? run.text : `[${run.cite}]`)).join('')
      : null;
  return { blocks: all.filter((_, index) => index !== usageAt), usageLine };
}

import { DISAGREEMENTS_TITLE } from '@quarry/contracts/report';
import type { ExportBlock, ExportDocument, ExportInline, ExportNote } from './export-document';
import { gridBlocks } from './export-grid';
import { exportDate, noteLine, sideSource } from './export-text';
import type { NamedDisagreement } from './named-disagreements';

/** Characters Markdown would read as markup, escaped wherever the report's own text goes. */
const MARKUP = /[\\`*_{}[\]<>#|!~]/g;
const escapeMarkup = (text: string) => text.replace(MARKUP, (c) => `\\${c}`);

function inline(run: ExportInline): string {
  if ('cite' in run) return `[^${run.cite}]`;
  if (run.text === '\n') return '  \n';
  let text = run.code ? `\`${run.text.replaceAll('`', "'")}\`` : escapeMarkup(run.text);
  if (run.bold) text = `**${text}**`;
  if (run.italic) text = `*${text}*`;
  return run.link ? `[${text}](<${run.link.replace(/[<>]/g, encodeURIComponent)}>)` : text;
}

const line = (runs: ExportInline[]) => runs.map(inline).join('');

function block(b: ExportBlock): string {
  switch (b.kind) {
    case 'heading':
      return `${'#'.repeat(b.level)} ${line(b.content)}`;
    case 'paragraph':
      return line(b.content);
    case 'list':
      return b.items
        .map((item, i) => `${'   '.repeat(b.depth)}${b.ordered ? `${i + 1}.` : '-'} ${line(item)}`)
        .join('\n');
    case 'table': {
      const columns = Math.max(b.header.length, ...b.rows.map((row) => row.length), 1);
      const cells = (row: ExportInline[][]) =>
        `| ${Array.from({ length: columns }, (_, i) => line(row[i] ?? [])).join(' | ')} |`;
      return [cells(b.header), `|${' --- |'.repeat(columns)}`, ...b.rows.map(cells)].join('\n');
    }
    case 'quote':
      return `> ${line(b.content)}`;
    case 'code':
      return `\`\`\`\n${b.text.replaceAll('```', "'''")}\n\`\`\``;
    case 'rule':
      return '---';
  }
}

function source(note: ExportNote): string {
  const name = note.link ? `[${escapeMarkup(note.name)}](<${note.link}>)` : escapeMarkup(note.name);
  const pages = [...new Set(note.quotes.flatMap((q) => (q.page ? [q.page] : [])))];
  return `${note.number}. ${name}${pages.length > 0 ? `, page${pages.length > 1 ? 's' : ''} ${pages.join(', ')}` : ''}`;
}

/** A fact in bold, then each side: its value, its source (linked where shown) and its quote. */
function disagreement({ fact, sides }: NamedDisagreement): string {
  const lines = sides.map((side) => {
    const source = escapeMarkup(sideSource(side));
    const named = side.link ? `[${source}](<${side.link.replace(/[<>]/g, encodeURIComponent)}>)` : source;
    return `- **${escapeMarkup(side.value)}**: ${named}: "${escapeMarkup(side.quote)}"`;
  });
  return [`**${escapeMarkup(fact)}**`, '', ...lines].join('\n');
}

/**
 * The whole report as GitHub-flavoured Markdown: title, question and date, the prose with each
 * [n] a footnote [^n] carrying its document, link, quotes and pages (each unverified quote or
 * corrected page saying so), the evidence grid (docs/decisions/disagreements.md), where the documents disagree, the Sources list, the Coverage table and
 * the model-use line (docs/decisions/exports.md; docs/decisions/disagreements.md).
 */
export function writeMarkdown(doc: ExportDocument): Buffer {
  const parts = [
    `# ${escapeMarkup(doc.title)}`,
    `*${escapeMarkup(doc.question)}* (${exportDate(doc.createdAt)})`,
    ...doc.blocks.map(block),
    // Markdown tables may be as wide as they need: the grid is one table.
    ...gridBlocks(doc, Number.POSITIVE_INFINITY).map(block),
  ];
  if (doc.disagreements.length > 0) {
    parts.push(`## ${DISAGREEMENTS_TITLE}`, ...doc.disagreements.map(disagreement));
  }
  if (doc.notes.length > 0) parts.push('## Sources', doc.notes.map(source).join('\n'));
  if (doc.coverage.length > 0) {
    parts.push(
      '## Coverage',
      ['| Document | Result |', '| --- | --- |']
        .concat(doc.coverage.map((row) => `| ${escapeMarkup(row.document)} | ${escapeMarkup(row.result)} |`))
        .join('\n'),
    );
  }
  if (doc.usageLine) parts.push(`*${escapeMarkup(doc.usageLine)}*`);
  const cited = new Set(doc.blocks.flatMap(citesOf));
  const notes = doc.notes
    .filter((note) => cited.has(note.number))
    .map((note) => `[^${note.number}]: ${escapeMarkup(noteLine(note))}`);
  if (notes.length > 0) parts.push(notes.join('\n'));
  return Buffer.from(`${parts.join('\n\n')}\n`, 'utf8');
}

function citesOf(b: ExportBlock): number[] {
  const runs =
    b.kind === 'list'
      ? b.items.flat()
      : b.kind === 'table'
        ? [...b.header, ...b.rows.flat()].flat()
        : 'content' in b
          ? b.content
          : [];
  return runs.flatMap((run) => ('cite' in run ? [run.cite] : []));
}

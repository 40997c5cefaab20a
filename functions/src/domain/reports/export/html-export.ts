import { DISAGREEMENTS_TITLE } from '@quarry/contracts/report';
import { escapeHtml } from '../../shared/escape-html';
import type { ExportBlock, ExportDocument, ExportInline, ExportNote } from './export-document';
import { gridBlocks } from './export-grid';
import { exportDate, quoteMarks, sideSource } from './export-text';
import type { NamedDisagreement } from './named-disagreements';

/** Only web addresses become links: anything else (javascript:, data:) stays text. */
const isWebAddress = (link: string) => /^https?:\/\//i.test(link);

function link(href: string, inner: string): string {
  return isWebAddress(href) ? `<a href="${escapeHtml(href)}">${inner}</a>` : inner;
}

function inline(run: ExportInline): string {
  if ('cite' in run) return `<sup>[${run.cite}]</sup>`;
  if (run.text === '\n') return '<br>';
  let html = escapeHtml(run.text);
  if (run.code) html = `<code>${html}</code>`;
  if (run.bold) html = `<b>${html}</b>`;
  if (run.italic) html = `<i>${html}</i>`;
  return run.link ? link(run.link, html) : html;
}

const line = (runs: ExportInline[]) => runs.map(inline).join('');

function table(header: ExportInline[][], rows: ExportInline[][][]): string {
  const columns = Math.max(header.length, ...rows.map((row) => row.length), 1);
  const cells = (row: ExportInline[][], tag: 'th' | 'td') =>
    `<tr>${Array.from({ length: columns }, (_, i) => `<${tag}>${line(row[i] ?? [])}</${tag}>`).join('')}</tr>`;
  const head = header.length > 0 ? cells(header, 'th') : '';
  return `<table border="1">${head}${rows.map((row) => cells(row, 'td')).join('')}</table>`;
}

function block(b: ExportBlock): string {
  switch (b.kind) {
    case 'heading':
      return `<h${b.level}>${line(b.content)}</h${b.level}>`;
    case 'paragraph':
      return `<p>${line(b.content)}</p>`;
    case 'list': {
      const tag = b.ordered ? 'ol' : 'ul';
      // A nested list is written flat, indented: Drive's conversion keeps the margin.
      const indent = b.depth > 0 ? ` style="margin-left:${b.depth * 24}pt"` : '';
      return `<${tag}${indent}>${b.items.map((item) => `<li>${line(item)}</li>`).join('')}</${tag}>`;
    }
    case 'table':
      return table(b.header, b.rows);
    case 'quote':
      return `<blockquote>${line(b.content)}</blockquote>`;
    case 'code':
      return `<pre>${escapeHtml(b.text)}</pre>`;
    case 'rule':
      return '<hr>';
  }
}

function source(note: ExportNote): string {
  const name = escapeHtml(note.name);
  const named = note.link ? link(note.link, name) : name;
  const quotes = note.quotes.map(
    (q) => `<li>&#8220;${escapeHtml(q.text)}&#8221;${escapeHtml(quoteMarks(q))}</li>`,
  );
  return `<li value="${note.number}">${named}${quotes.length > 0 ? `<ul>${quotes.join('')}</ul>` : ''}</li>`;
}

/** A fact as a small heading, then each side: its value, its source (linked where shown), its quote. */
function disagreement({ fact, sides }: NamedDisagreement): string {
  const items = sides.map((side) => {
    const source = escapeHtml(sideSource(side));
    const named = side.link ? link(side.link, source) : source;
    return `<li><b>${escapeHtml(side.value)}</b>: ${named}: &#8220;${escapeHtml(side.quote)}&#8221;</li>`;
  });
  return `<h3>${escapeHtml(fact)}</h3><ul>${items.join('')}</ul>`;
}

/**
 * The whole report as one HTML page for Drive to convert into a Google Doc (docs/decisions/exports.md):
 * title, question and date, the prose with each [n] a superscript, the evidence grid, then where the documents
 * disagree, the Sources (each note's document, link, quotes and pages, an unverified quote or a
 * corrected page saying so), the Coverage table and the model-use line. Every text is
 * escaped; only http(s) addresses become links.
 */
export function writeHtml(doc: ExportDocument): Buffer {
  const parts = [
    `<h1>${escapeHtml(doc.title)}</h1>`,
    `<p><i>${escapeHtml(doc.question)}</i> (${escapeHtml(exportDate(doc.createdAt))})</p>`,
    ...doc.blocks.map(block),
    ...gridBlocks(doc).map(block),
  ];
  if (doc.disagreements.length > 0) {
    parts.push(`<h2>${escapeHtml(DISAGREEMENTS_TITLE)}</h2>`, ...doc.disagreements.map(disagreement));
  }
  if (doc.notes.length > 0) {
    parts.push('<h2>Sources</h2>', `<ol>${doc.notes.map(source).join('')}</ol>`);
  }
  if (doc.coverage.length > 0) {
    const text = (value: string) => [{ text: value }];
    parts.push(
      '<h2>Coverage</h2>',
      table(
        [text('Document'), text('Result')],
        doc.coverage.map((row) => [text(row.document), text(row.result)]),
      ),
    );
  }
  if (doc.usageLine) parts.push(`<p><i>${escapeHtml(doc.usageLine)}</i></p>`);
  const title = escapeHtml(doc.title);
  return Buffer.from(
    `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${title}</title></head><body>\n${parts.join('\n')}\n</body></html>\n`,
    'utf8',
  );
}

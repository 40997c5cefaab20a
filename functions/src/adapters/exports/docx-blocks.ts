import {
  BorderStyle,
  ExternalHyperlink,
  HeadingLevel,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { ExportBlock, ExportInline } from '../../domain/reports/export/export-document';
import type { CitationMark } from './docx-notes';

export const MONOSPACE = 'Courier New';
/** The numbering config of ordered lists, its nine levels declared by the document (docx-export.ts). */
export const ORDERED_LIST = 'ordered-list';
const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;
/** Word has nine list levels (0-8); a deeper list is drawn at the deepest. */
const DEEPEST_LIST_LEVEL = 8;

type RunStyle = { bold?: boolean; italic?: boolean };

/** A block's inlines as runs: text with its styles, links to the web, and each [n] as its mark (docx-notes.ts). */
export function inlineRuns(
  inlines: ExportInline[],
  markFor: CitationMark,
  base: RunStyle = {},
): ParagraphChild[] {
  return inlines.map((inline) => {
    if ('cite' in inline) return markFor(inline.cite);
    const run = new TextRun({
      text: inline.text,
      bold: inline.bold || base.bold,
      italics: inline.italic || base.italic,
      font: inline.code ? MONOSPACE : undefined,
      style: inline.link ? 'Hyperlink' : undefined,
    });
    return inline.link ? new ExternalHyperlink({ link: inline.link, children: [run] }) : run;
  });
}

/**
 * The report's blocks as Word paragraphs and tables, in order. Ordered lists that follow each other
 * without other blocks between are one list (a nested list sits between the items of its parent),
 * unless a top-level list follows another: each such run of lists counts from 1.
 */
export function blocksToDocx(blocks: ExportBlock[], markFor: CitationMark): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [];
  let listInstance = 0;
  let previous: ExportBlock | undefined;
  for (const block of blocks) {
    if (block.kind === 'list') {
      const continues = previous?.kind === 'list' && !(previous.depth === 0 && block.depth === 0);
      if (!continues) listInstance += 1;
      out.push(...listItems(block, listInstance, markFor));
    } else {
      out.push(blockToDocx(block, markFor));
    }
    previous = block;
  }
  return out;
}

function blockToDocx(
  block: Exclude<ExportBlock, { kind: 'list' }>,
  markFor: CitationMark,
): Paragraph | Table {
  switch (block.kind) {
    case 'heading':
      return new Paragraph({
        heading: HEADINGS[block.level - 1],
        children: inlineRuns(block.content, markFor),
      });
    case 'paragraph':
      return new Paragraph({ children: inlineRuns(block.content, markFor) });
    case 'table':
      return wordTable(
        block.header.map((cell) => inlineRuns(cell, markFor, { bold: true })),
        block.rows.map((row) => row.map((cell) => inlineRuns(cell, markFor))),
      );
    case 'quote':
      return new Paragraph({
        indent: { left: 720, right: 720 },
        border: { left: { style: BorderStyle.SINGLE, size: 12, color: 'BFBFBF', space: 8 } },
        children: inlineRuns(block.content, markFor, { italic: true }),
      });
    case 'code':
      return new Paragraph({
        shading: { type: 'clear', fill: 'F2F2F2', color: 'auto' },
        children: block.text
          .split('\n')
          .map((line, i) => new TextRun({ text: line, font: MONOSPACE, break: i > 0 ? 1 : undefined })),
      });
    case 'rule':
      return new Paragraph({
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'BFBFBF', space: 1 } },
      });
  }
}

function listItems(
  block: Extract<ExportBlock, { kind: 'list' }>,
  instance: number,
  markFor: CitationMark,
): Paragraph[] {
  const level = Math.min(Math.max(block.depth, 0), DEEPEST_LIST_LEVEL);
  return block.items.map(
    (item) =>
      new Paragraph({
        ...(block.ordered
          ? { numbering: { reference: ORDERED_LIST, level, instance } }
          : { bullet: { level } }),
        children: inlineRuns(item, markFor),
      }),
  );
}

/** A full-width table whose first row is its header: bold, repeated on each page it runs over. */
export function wordTable(header: ParagraphChild[][], rows: ParagraphChild[][][]): Table {
  const row = (cells: ParagraphChild[][], tableHeader: boolean) =>
    new TableRow({
      // Left out of body rows: mammoth reads a `w:tblHeader w:val="off"` as a header row.
      tableHeader: tableHeader || undefined,
      children: cells.map((children) => new TableCell({ children: [new Paragraph({ children })] })),
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [row(header, true), ...rows.map((cells) => row(cells, false))],
  });
}

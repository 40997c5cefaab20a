/// <reference path="./pdfmake.d.ts" />
import type { PdfContent } from 'pdfmake';
import type { ExportBlock, ExportInline } from '../../domain/reports/export/export-document';
import { CODE_FONT, PROSE_FONT } from './pdf-fonts';

/** Where note n's end note is, for its citation marks to link to. */
export const noteAnchor = (number: number): string => `note-${number}`;

export const LINK_STYLE = { color: '#1a56b0', decoration: 'underline' };
const HEADING_SIZES = { 1: 18, 2: 15, 3: 13, 4: 12, 5: 11, 6: 11 } as const;
/** A4 (595 pt) less 40 pt margins on each side. */
export const TEXT_WIDTH = 515;
const INDENT = 18;

/** Only web and mail addresses become clickable: anything else stays plain text. */
export function clickable(link: string | null | undefined): string | undefined {
  return link && /^(https?:|mailto:)/i.test(link) ? link : undefined;
}

/** A run of text as pdfmake styles it; a citation mark as a superscript [n] linking to its note. */
export function inlineContent(inline: ExportInline): PdfContent {
  if ('cite' in inline) {
    return {
      text: `[${inline.cite}]`,
      sup: true,
      linkToDestination: noteAnchor(inline.cite),
      color: '#1a56b0',
    };
  }
  const link = clickable(inline.link);
  const style = {
    ...(inline.bold && { bold: true }),
    ...(inline.italic && { italics: true }),
    ...(link && { link, ...LINK_STYLE }),
  };
  return inline.code ? { text: monospace(inline.text), ...style } : { text: inline.text, ...style };
}

/**
 * Courier is one of PDF's built-in fonts, which only encode WinAnsi (Latin-1 and a few signs such as
 * € and —): other characters would come out as mojibake, so they are written in the prose font.
 */
const BEYOND_WIN_ANSI = /[^\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]+/gu;

/** Code as monospace runs, with what Courier cannot encode in the prose font. */
export function monospace(text: string, style: Record<string, unknown> = {}): PdfContent[] {
  const pieces: PdfContent[] = [];
  let from = 0;
  for (const match of text.matchAll(BEYOND_WIN_ANSI)) {
    if (match.index > from) pieces.push({ text: text.slice(from, match.index), font: CODE_FONT, ...style });
    pieces.push({ text: match[0], font: PROSE_FONT, ...style });
    from = match.index + match[0].length;
  }
  if (from < text.length) pieces.push({ text: text.slice(from), font: CODE_FONT, ...style });
  return pieces;
}

const runs = (content: ExportInline[]): PdfContent[] => content.map(inlineContent);

function tableContent(block: Extract<ExportBlock, { kind: 'table' }>): PdfContent {
  const header = block.header.map((cell) => ({ text: runs(cell), bold: true, fillColor: '#eeeeee' }));
  const rows = block.rows.map((row) =>
    // A row shorter than the header still needs a cell in every column for pdfmake to lay it out.
    block.header.map((_, index) => ({ text: runs(row[index] ?? []) })),
  );
  return {
    table: { headerRows: 1, widths: block.header.map(() => '*'), body: [header, ...rows] },
    margin: [0, 4, 0, 8],
  };
}

/** One block of the report's prose, laid out as pdfmake content. */
export function blockContent(block: ExportBlock): PdfContent {
  switch (block.kind) {
    case 'heading':
      return {
        text: runs(block.content),
        bold: true,
        fontSize: HEADING_SIZES[block.level],
        margin: [0, 12, 0, 4],
        // A heading is never the last thing on a page (pdf-pages.ts keepHeadingsWithNext).
        headlineLevel: block.level,
      };
    case 'paragraph':
      return { text: runs(block.content), margin: [0, 0, 0, 8] };
    case 'list': {
      const items = block.items.map((item) => ({ text: runs(item) }));
      return {
        [block.ordered ? 'ol' : 'ul']: items,
        margin: [block.depth * INDENT, 0, 0, 8],
      };
    }
    case 'table':
      return block.header.length > 0 ? tableContent(block) : [];
    case 'quote':
      return { text: runs(block.content), italics: true, color: '#444444', margin: [INDENT, 0, INDENT, 8] };
    case 'code':
      return {
        table: {
          widths: ['*'],
          body: [[{ text: monospace(block.text, { preserveLeadingSpaces: true }), fontSize: 9 }]],
        },
        layout: { fillColor: '#f4f4f4', hLineWidth: () => 0, vLineWidth: () => 0 },
        margin: [0, 0, 0, 8],
      };
    case 'rule':
      return {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: TEXT_WIDTH, y2: 0, lineWidth: 0.5, lineColor: '#999999' }],
        margin: [0, 4, 0, 12],
      };
  }
}

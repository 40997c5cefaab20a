import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { Block } from '../../src/drive/markdown-blocks';
import type { SourceMeta } from './front-matter';

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BODY = 10.5;
const LEADING = 1.35;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Keeps only characters the standard fonts can draw (WinAnsi); others lose accents or become '?'. */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text]
    .map((ch) => {
      if (known.has(ch.codePointAt(0)!)) return ch;
      const plain = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      return plain && [...plain].every((p) => known.has(p.codePointAt(0)!)) ? plain : '?';
    })
    .join('');
}

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** Lays Markdown blocks out on A4 pages: real text (not images), `---` starts a page, numbered footers. */
export async function pdfDocument(blocks: Block[], meta: SourceMeta): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const title =
    blocks.find((b): b is Extract<Block, { type: 'heading' }> => b.type === 'heading')?.text ?? 'Document';
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const ensure = (height: number) => {
    if (y - height < PAGE.margin + 20) newPage();
  };
  const text = (value: string, x: number, size: number, font: PDFFont) => {
    page.drawText(drawable(font, value), { x, y, size, font, color: rgb(0.1, 0.1, 0.12) });
  };
  const paragraph = (value: string, font: PDFFont, size: number, indent = 0, prefix = '') => {
    const lines = wrap(font, size, drawable(font, value), TEXT_WIDTH - indent);
    lines.forEach((line, i) => {
      ensure(size * LEADING);
      y -= size * LEADING;
      if (i === 0 && prefix) text(prefix, PAGE.margin + indent - 12, size, font);
      text(line, PAGE.margin + indent, size, font);
    });
  };

  for (const block of blocks) {
    if (block.type === 'break') newPage();
    else if (block.type === 'heading') {
      const size = block.level === 1 ? 18 : block.level === 2 ? 13 : 11.5;
      ensure(size * 3);
      y -= size * 0.6;
      paragraph(block.text, fonts.bold, size);
      y -= size * 0.3;
    } else if (block.type === 'paragraph') {
      paragraph(block.text, fonts.regular, BODY);
      y -= BODY * 0.6;
    } else if (block.type === 'list') {
      block.items.forEach((item, i) => {
        paragraph(item, fonts.regular, BODY, 16, block.ordered ? `${i + 1}.` : '\u2022');
      });
      y -= BODY * 0.6;
    } else {
      drawTable(block.rows);
      y -= BODY;
    }
  }

  function drawTable(rows: string[][]) {
    const columns = Math.max(...rows.map((row) => row.length));
    const natural = Array.from({ length: columns }, (_, c) =>
      Math.max(
        ...rows.map((row) => fonts.bold.widthOfTextAtSize(drawable(fonts.bold, row[c] ?? ''), 9.5) + 10),
      ),
    );
    const total = natural.reduce((sum, w) => sum + w, 0);
    const widths = natural.map((w) => (total > TEXT_WIDTH ? (w / total) * TEXT_WIDTH : w));
    rows.forEach((row, r) => {
      const font = r === 0 ? fonts.bold : fonts.regular;
      const cells = widths.map((w, c) => wrap(font, 9.5, drawable(font, row[c] ?? ''), w - 10));
      const height = Math.max(...cells.map((lines) => lines.length)) * 9.5 * LEADING + 4;
      ensure(height);
      const top = y;
      let x = PAGE.margin;
      cells.forEach((lines, c) => {
        y = top - 2;
        for (const line of lines) {
          y -= 9.5 * LEADING;
          text(line, x + 5, 9.5, font);
        }
        x += widths[c]!;
      });
      y = top - height;
      const lineWidth = r === 0 ? 0.9 : 0.3;
      page.drawLine({
        start: { x: PAGE.margin, y },
        end: { x: x, y },
        thickness: lineWidth,
        color: rgb(0.5, 0.5, 0.5),
      });
    });
  }

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const footer = drawable(fonts.regular, `${title} - page ${i + 1} of ${pages.length}`);
    p.drawText(footer, {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: 8,
      font: fonts.regular,
      color: rgb(0.45, 0.45, 0.45),
    });
  });
  doc.setTitle(drawable(fonts.regular, title));
  doc.setAuthor(meta.author);
  doc.setCreator('Northwind Outfitters');
  doc.setProducer('Quarry sample drive generator (pdf-lib)');
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);
  return Buffer.from(await doc.save());
}

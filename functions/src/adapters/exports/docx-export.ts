import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from 'docx';
import type { ExportDocument, ExportNote } from '../../domain/reports/export/export-document';
import { exportDate, quoteMarks } from '../../domain/reports/export/export-text';
import { blocksToDocx, ORDERED_LIST, wordTable } from './docx-blocks';
import { disagreementsToDocx } from './docx-disagreements';

const GREY = '595959';

/**
 * The report as a Word document (DESIGN section 19): its title, question and date; its blocks with
 * Word's heading, list and hyperlink styles; each [n] a footnote carrying the document and the
 * passages quoted from it with their pages (an unverified quote or a corrected page saying so); then
 * where the documents disagree, the Sources list, the Coverage table and the
 * model-use line.
 */
export async function writeDocx(doc: ExportDocument): Promise<Buffer> {
  const notes = new Map(doc.notes.map((note) => [note.number, note]));
  const footnoteFor = (n: number) => [footnote(n, notes.get(n))];
  const document = new Document({
    title: doc.title,
    creator: 'Quarry',
    numbering: { config: [orderedListLevels()] },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, text: doc.title }),
          new Paragraph({
            children: [new TextRun({ text: `${doc.question} · ${exportDate(doc.createdAt)}`, color: GREY })],
          }),
          ...blocksToDocx(doc.blocks, footnoteFor),
          ...disagreementsToDocx(doc.disagreements),
          ...sources(doc.notes),
          new Paragraph({ heading: HeadingLevel.HEADING_2, text: 'Coverage' }),
          wordTable(
            [[bold('Document')], [bold('Result')]],
            doc.coverage.map(({ document, result }) => [[new TextRun(document)], [new TextRun(result)]]),
          ),
          ...(doc.usageLine
            ? [new Paragraph({ children: [new TextRun({ text: doc.usageLine, size: 18, color: GREY })] })]
            : []),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** A footnote: "[n] Document: “quote” (p. 3); “quote” (p. 4)", the name linked to the document. */
function footnote(n: number, note: ExportNote | undefined): Paragraph {
  if (!note) return new Paragraph({ style: 'FootnoteText', text: ` [${n}]` });
  const quotes = note.quotes.map((quote) => `“${quote.text}”${quoteMarks(quote)}`);
  return new Paragraph({
    style: 'FootnoteText',
    children: [
      new TextRun(` [${n}] `),
      documentName(note),
      ...(quotes.length > 0 ? [new TextRun(`: ${quotes.join('; ')}`)] : []),
    ],
  });
}

/** The numbered notes: "[n] Document, pages 3, 4", and the document's address under it. */
function sources(notes: ExportNote[]): Paragraph[] {
  if (notes.length === 0) return [];
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_2, text: 'Sources' }),
    ...notes.map((note) => {
      const pages = [...new Set(note.quotes.flatMap((quote) => quote.page ?? []))].sort((a, b) => a - b);
      const cited = pages.length > 0 ? `, page${pages.length > 1 ? 's' : ''} ${pages.join(', ')}` : '';
      const address = note.link
        ? [
            new ExternalHyperlink({
              link: note.link,
              children: [new TextRun({ text: note.link, style: 'Hyperlink', size: 18, break: 1 })],
            }),
          ]
        : [];
      return new Paragraph({
        children: [new TextRun(`[${note.number}] `), documentName(note), new TextRun(cited), ...address],
      });
    }),
  ];
}

function documentName(note: ExportNote): ParagraphChild {
  if (!note.link) return new TextRun(note.name);
  return new ExternalHyperlink({
    link: note.link,
    children: [new TextRun({ text: note.name, style: 'Hyperlink' })],
  });
}

function bold(text: string): TextRun {
  return new TextRun({ text, bold: true });
}

/** Decimal numbering at each of Word's nine levels: "1." indented a half inch more per level. */
function orderedListLevels() {
  return {
    reference: ORDERED_LIST,
    levels: Array.from({ length: 9 }, (_, level) => ({
      level,
      format: LevelFormat.DECIMAL,
      text: `%${level + 1}.`,
      alignment: AlignmentType.START,
      style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
    })),
  };
}

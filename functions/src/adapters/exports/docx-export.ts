import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import type { ExportDocument, ExportNote } from '../../domain/reports/export/export-document';
import { gridBlocks } from '../../domain/reports/export/export-grid';
import { exportDate } from '../../domain/reports/export/export-text';
import { blocksToDocx, ORDERED_LIST, wordTable } from './docx-blocks';
import { disagreementsToDocx } from './docx-disagreements';
import { documentName, sourceLabel, sourceNotes } from './docx-notes';

const GREY = '595959';

/** Space after each paragraph and between lines (twentieths of a point; 276 is 1.15 lines). */
const PARAGRAPH_SPACING = { after: 160, line: 276 };

/**
 * The report as a Word document (docs/architecture/exports.md): its title, question and date; its blocks with
 * Word's heading, list and hyperlink styles, each paragraph spaced; one footnote per source, marked
 * [n] as the report numbers it, carrying the document and the passages quoted from it with their
 * pages (an unverified quote or a corrected page saying so: docx-notes.ts); the evidence grid;
 * then where the documents disagree, the Sources list, the Coverage table and the model-use line.
 */
export async function writeDocx(doc: ExportDocument): Promise<Buffer> {
  const { markFor, footnotes } = sourceNotes(doc.notes);
  // The body is built first: each source's first mark adds its footnote.
  const body = [
    new Paragraph({ heading: HeadingLevel.TITLE, text: doc.title }),
    new Paragraph({
      children: [new TextRun({ text: `${doc.question} · ${exportDate(doc.createdAt)}`, color: GREY })],
    }),
    ...blocksToDocx([...doc.blocks, ...gridBlocks(doc)], markFor),
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
  ];
  const document = new Document({
    title: doc.title,
    creator: 'Quarry',
    styles: { default: { document: { paragraph: { spacing: PARAGRAPH_SPACING } } } },
    numbering: { config: [orderedListLevels()] },
    footnotes,
    sections: [{ children: body }],
  });
  return Packer.toBuffer(document);
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
        children: [sourceLabel(note.number), documentName(note), new TextRun(cited), ...address],
      });
    }),
  ];
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

/// <reference path="./pdfmake.d.ts" />

import { DISAGREEMENTS_TITLE } from '@quarry/contracts/report';
import type { PdfContent, PdfDocumentDefinition } from 'pdfmake';
import type { ExportDocument, ExportNote } from '../../domain/reports/export/export-document';
import { gridBlocks } from '../../domain/reports/export/export-grid';
import { quoteMarks, sideSource } from '../../domain/reports/export/export-text';
import type { NamedDisagreement } from '../../domain/reports/export/named-disagreements';
import { blockContent, clickable, LINK_STYLE, noteAnchor } from './pdf-blocks';
import { PROSE_FONT, pdfmakeWithFonts } from './pdf-fonts';
import { keepHeadingsWithNext, pageFooter } from './pdf-pages';

const CREATED = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "27 November 2026, 10:00 UTC". */
function createdLine(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : `${CREATED.format(date).replace(' at ', ', ')} UTC`;
}

const sectionHeading = (text: string): PdfContent => ({
  text,
  bold: true,
  fontSize: 15,
  margin: [0, 16, 0, 6],
  headlineLevel: 2,
});

/**
 * Note n as an end note: its number and document (clickable where it has a link), then each quote
 * in quotation marks with its page. The citation marks in the prose link to it.
 */
function noteContent(note: ExportNote): PdfContent {
  const link = clickable(note.link);
  const quotes = note.quotes.map((quote) => ({
    text: `“${quote.text}”${quoteMarks(quote)}`,
    margin: [18, 2, 0, 0],
  }));
  return {
    id: noteAnchor(note.number),
    stack: [
      { text: [`${note.number}. `, { text: note.name, ...(link && { link, ...LINK_STYLE }) }] },
      ...quotes,
    ],
    margin: [0, 0, 0, 6],
    // A note that fits on one page is kept whole, so its quotes do not start a page without their document.
    unbreakable: note.quotes.length <= 10,
  };
}

/** A fact in bold, then a bullet per side: its value, its source (clickable where shown), its quote. */
function disagreementContent({ fact, sides }: NamedDisagreement): PdfContent {
  const items = sides.map((side) => {
    const link = clickable(side.link);
    return {
      text: [
        { text: side.value, bold: true },
        ': ',
        { text: sideSource(side), ...(link && { link, ...LINK_STYLE }) },
        `: “${side.quote}”`,
      ],
    };
  });
  return {
    stack: [
      { text: fact, bold: true },
      { ul: items, margin: [0, 2, 0, 0] },
    ],
    margin: [0, 0, 0, 8],
  };
}

function coverageContent(coverage: ExportDocument['coverage']): PdfContent {
  const header = [
    { text: 'Document', bold: true, fillColor: '#eeeeee' },
    { text: 'Result', bold: true, fillColor: '#eeeeee' },
  ];
  const rows = coverage.map((row) => [row.document, row.result]);
  return { table: { headerRows: 1, widths: ['*', '*'], body: [header, ...rows] }, fontSize: 9 };
}

export function pdfDefinition(doc: ExportDocument): PdfDocumentDefinition {
  const content: PdfContent[] = [
    { text: doc.title, bold: true, fontSize: 20, margin: [0, 0, 0, 4] },
    { text: `${doc.question} · ${createdLine(doc.createdAt)}`, color: '#555555', margin: [0, 0, 0, 12] },
    ...doc.blocks.map(blockContent),
    ...gridBlocks(doc).map(blockContent),
  ];
  if (doc.disagreements.length > 0)
    content.push(sectionHeading(DISAGREEMENTS_TITLE), ...doc.disagreements.map(disagreementContent));
  if (doc.notes.length > 0) content.push(sectionHeading('Sources'), ...doc.notes.map(noteContent));
  if (doc.coverage.length > 0) content.push(sectionHeading('Coverage'), coverageContent(doc.coverage));
  return {
    content,
    info: { title: doc.title, subject: doc.question, creator: 'Quarry', producer: 'Quarry' },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    defaultStyle: { font: PROSE_FONT, fontSize: 10, lineHeight: 1.2 },
    footer: pageFooter(doc.usageLine),
    pageBreakBefore: keepHeadingsWithNext,
  };
}

/**
 * The report as a PDF (docs/architecture/exports.md), laid out by pdfmake with Roboto embedded, so it needs
 * neither a browser nor the system's fonts. A character Roboto lacks (CJK, emoji) is drawn as its
 * empty box rather than failing the export.
 */
export async function writePdf(doc: ExportDocument): Promise<Buffer> {
  return pdfmakeWithFonts().createPdf(pdfDefinition(doc)).getBuffer();
}

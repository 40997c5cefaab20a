import {
  Bookmark,
  ExternalHyperlink,
  FootnoteReferenceRun,
  InternalHyperlink,
  Paragraph,
  type ParagraphChild,
  TextRun,
  XmlAttributeComponent,
  XmlComponent,
} from 'docx';
import type { ExportNote } from '../../domain/reports/export/export-document';
import { quoteMarks } from '../../domain/reports/export/export-text';

/** What a citation mark [n] of the prose becomes in Word. */
export type CitationMark = (note: number) => ParagraphChild;

class ReferenceAttributes extends XmlAttributeComponent<{ customMarkFollows: boolean; id: number }> {
  protected override readonly xmlKeys = { customMarkFollows: 'w:customMarkFollows', id: 'w:id' };
}

class CustomMarkReference extends XmlComponent {
  constructor(id: number) {
    super('w:footnoteReference');
    this.root.push(new ReferenceAttributes({ customMarkFollows: true, id }));
  }
}

class MarkText extends XmlComponent {
  constructor(text: string) {
    super('w:t');
    this.root.push(text);
  }
}

/**
 * A reference to footnote `id` whose mark is "[n]", the report's own number, not Word's count of
 * its footnotes: `w:customMarkFollows` tells Word the text after the reference is the mark.
 */
class SourceNoteReference extends FootnoteReferenceRun {
  constructor(id: number, mark: string) {
    super(id);
    // The plain reference the base class wrote is replaced by one with a custom mark.
    this.root.pop();
    this.root.push(new CustomMarkReference(id), new MarkText(mark));
  }
}

/** Where source n's entry in the Sources list is, for the later marks of n to lead to. */
export const sourceBookmark = (n: number): string => `source-${n}`;

/** The footnote of source n: "[n] Document: “quote” (p. 3); “quote” (p. 4)", the name linked. */
function footnoteOf(note: ExportNote): Paragraph[] {
  const quotes = note.quotes.map((quote) => `“${quote.text}”${quoteMarks(quote)}`);
  return [
    new Paragraph({
      style: 'FootnoteText',
      children: [
        new TextRun(` [${note.number}] `),
        documentName(note),
        ...(quotes.length > 0 ? [new TextRun(`: ${quotes.join('; ')}`)] : []),
      ],
    }),
  ];
}

export function documentName(note: ExportNote): ParagraphChild {
  if (!note.link) return new TextRun(note.name);
  return new ExternalHyperlink({
    link: note.link,
    children: [new TextRun({ text: note.name, style: 'Hyperlink' })],
  });
}

/**
 * One footnote per source (docs/decisions/exports.md): the first [n] of the prose carries source n's note,
 * marked "[n]" as the app and the Sources list number it; every later [n] is the same mark, in
 * superscript, leading to the source's entry in the Sources list. A note is never repeated, and
 * Word's own footnote count never shows.
 */
export function sourceNotes(notes: ExportNote[]): {
  markFor: CitationMark;
  footnotes: Record<number, { children: Paragraph[] }>;
} {
  const byNumber = new Map(notes.map((note) => [note.number, note]));
  const footnotes: Record<number, { children: Paragraph[] }> = {};
  const markFor: CitationMark = (n) => {
    const note = byNumber.get(n);
    const mark = `[${n}]`;
    if (note && !(n in footnotes)) {
      footnotes[n] = { children: footnoteOf(note) };
      return new SourceNoteReference(n, mark);
    }
    const text = new TextRun({ text: mark, superScript: true, style: note ? 'Hyperlink' : undefined });
    return note ? new InternalHyperlink({ anchor: sourceBookmark(n), children: [text] }) : text;
  };
  return { markFor, footnotes };
}

/** Source n's entry in the Sources list opens with "[n] ", bookmarked for the prose's marks. */
export function sourceLabel(n: number): ParagraphChild {
  return new Bookmark({ id: sourceBookmark(n), children: [new TextRun(`[${n}] `)] });
}

import { JSDOM } from 'jsdom';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { ExportDocument } from '../../domain/reports/export/export-document';
import { SAMPLE_EXPORT } from '../../testing/sample-export';
import { writeDocx } from './docx-export';

const { DOMParser } = new JSDOM().window;

/** A part of the written .docx, parsed as XML. */
async function part(bytes: Buffer, name: string): Promise<Document> {
  const xml = await (await JSZip.loadAsync(bytes)).file(name)?.async('string');
  if (xml === undefined) throw new Error(`${name} is missing`);
  return new DOMParser().parseFromString(xml, 'application/xml');
}

const all = (node: Document | Element, tag: string) => Array.from(node.getElementsByTagName(tag));
const textOf = (node: Element) =>
  all(node, 'w:t')
    .map((t) => t.textContent)
    .join('');

describe("a Word export's notes and spacing (issue 40, item 7)", () => {
  it('when 5 sources are each cited several times, then Word holds exactly 5 footnotes, each marked [n] as the report numbers it', async () => {
    // The prose cites [3] first, so Word's own count (1, 2, ...) would not match the report's numbers.
    const order = [3, 1, 3, 5, 2, 1, 4, 5, 3, 2, 4, 1];
    const doc: ExportDocument = {
      ...SAMPLE_EXPORT,
      blocks: order.map((n) => ({ kind: 'paragraph', content: [{ text: `Claim ${n} ` }, { cite: n }] })),
      notes: [1, 2, 3, 4, 5].map((number) => ({
        number,
        name: `Contract ${number}.pdf`,
        link: `https://drive.test/c${number}`,
        quotes: [
          { text: `Clause ${number}.1`, page: number },
          { text: `Clause ${number}.2`, page: number + 1 },
        ],
      })),
    };
    const bytes = await writeDocx(doc);

    const [body, notes] = await Promise.all([
      part(bytes, 'word/document.xml'),
      part(bytes, 'word/footnotes.xml'),
    ]);

    const written = all(notes, 'w:footnote').filter((note) => !note.getAttribute('w:type'));
    expect(written).toHaveLength(5);
    const references = all(body, 'w:footnoteReference');
    expect(references.map((ref) => ref.getAttribute('w:customMarkFollows'))).toEqual(Array(5).fill('true'));
    // Each reference shows the report's [n] and points at the note of source n, quoting it once.
    const marks = references.map((ref) => textOf(ref.parentNode as Element));
    expect(marks).toEqual(['[3]', '[1]', '[5]', '[2]', '[4]']);
    const byId = new Map(written.map((note) => [note.getAttribute('w:id'), textOf(note)]));
    for (const ref of references) {
      const n = textOf(ref.parentNode as Element).replace(/\D/g, '');
      const note = byId.get(ref.getAttribute('w:id'));
      expect(note).toContain(
        `[${n}] Contract ${n}.pdf: “Clause ${n}.1” (p. ${n}); “Clause ${n}.2” (p. ${Number(n) + 1})`,
      );
    }
    // Every later mark is the same [n], leading to its source in the Sources list.
    const later = all(body, 'w:hyperlink').filter((link) => link.getAttribute('w:anchor'));
    expect(later.map((link) => [link.getAttribute('w:anchor'), textOf(link)])).toEqual(
      order
        .slice(0)
        .filter((n, i) => order.indexOf(n) !== i)
        .map((n) => [`source-${n}`, `[${n}]`]),
    );
    const bookmarks = all(body, 'w:bookmarkStart').map((mark) => mark.getAttribute('w:name'));
    expect(bookmarks).toEqual(expect.arrayContaining([1, 2, 3, 4, 5].map((n) => `source-${n}`)));
  });

  it('when a report is written, then its paragraphs are spaced: space after each and between lines', async () => {
    const styles = await part(await writeDocx(SAMPLE_EXPORT), 'word/styles.xml');

    const [defaults] = all(all(styles, 'w:pPrDefault')[0] as Element, 'w:spacing');

    expect(Number(defaults?.getAttribute('w:after'))).toBeGreaterThanOrEqual(120);
    expect(Number(defaults?.getAttribute('w:line'))).toBeGreaterThan(240);
  });
});

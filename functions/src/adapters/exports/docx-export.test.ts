import { JSDOM } from 'jsdom';
import JSZip from 'jszip';
import mammoth from 'mammoth';
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
const paragraphsStyled = (doc: Document, style: string) =>
  all(doc, 'w:p')
    .filter((p) => all(p, 'w:pStyle')[0]?.getAttribute('w:val') === style)
    .map(textOf);

/** The footnote each w:footnoteReference of the body points at, in order. */
async function citedFootnotes(bytes: Buffer): Promise<Element[]> {
  const [body, notes] = await Promise.all([
    part(bytes, 'word/document.xml'),
    part(bytes, 'word/footnotes.xml'),
  ]);
  const byId = new Map(all(notes, 'w:footnote').map((note) => [note.getAttribute('w:id'), note]));
  return all(body, 'w:footnoteReference').map((ref) => {
    const note = byId.get(ref.getAttribute('w:id'));
    if (!note) throw new Error(`footnote ${ref.getAttribute('w:id')} is missing`);
    return note;
  });
}

describe('writeDocx', () => {
  it('when a report is written, then its first citation is a footnote with the quote and its page', async () => {
    const bytes = await writeDocx(SAMPLE_EXPORT);

    const [first] = await citedFootnotes(bytes);

    const text = textOf(first as Element);
    expect(text).toContain('Q3 2026 Financial Results.pdf');
    expect(text).toContain('“The Ridgeline 2 recall cost €1.2M in total.” (p. 3)');
    expect(all(first as Element, 'w:hyperlink')).toHaveLength(1);
  });

  it('when a note has no link, then its footnote and its source have no hyperlink', async () => {
    const bytes = await writeDocx(SAMPLE_EXPORT);

    const [, second] = await citedFootnotes(bytes);
    const body = await part(bytes, 'word/document.xml');

    expect(textOf(second as Element)).toContain(
      'Recall memo.docx: “We announce the recall on 3 March 2026.”',
    );
    expect(all(second as Element, 'w:hyperlink')).toHaveLength(0);
    const source = all(body, 'w:p').find((p) => textOf(p).startsWith('[2] '));
    expect(source && textOf(source)).toBe('[2] Recall memo.docx');
    expect(source && all(source, 'w:hyperlink')).toHaveLength(0);
  });

  it('when a report is written, then its title, date line and headings have Word styles', async () => {
    const body = await part(await writeDocx(SAMPLE_EXPORT), 'word/document.xml');

    expect(paragraphsStyled(body, 'Title')).toEqual(['Ridgeline 2 recall costs']);
    expect(textOf(all(body, 'w:p')[1] as Element)).toBe(
      'What did the Ridgeline 2 recall cost, and when was it announced? · 27 November 2026',
    );
    expect(paragraphsStyled(body, 'Heading2')).toEqual([
      'Costs by quarter',
      'Conclusion',
      'Where the documents disagree',
      'Sources',
      'Coverage',
    ]);
  });

  it('when a report has a list and a table, then the items are list paragraphs and the header row is bold', async () => {
    const body = await part(await writeDocx(SAMPLE_EXPORT), 'word/document.xml');

    const items = all(body, 'w:p').filter((p) => all(p, 'w:numPr').length > 0);
    expect(items.map(textOf).slice(0, 2)).toEqual([
      'Q1: €0.4M (logistics) [1]',
      'Q2: €0.8M, see the finance page',
    ]);
    const [table] = all(body, 'w:tbl');
    const [header, ...rows] = all(table as Element, 'w:tr');
    expect(all(header as Element, 'w:tc').map(textOf)).toEqual(['Quarter', 'Cost']);
    expect(all(header as Element, 'w:b')).toHaveLength(2);
    expect(rows.map((row) => all(row, 'w:tc').map(textOf))).toEqual([
      ['Q1', '€0.4M'],
      ['Q2', '€0.8M'],
    ]);
  });

  it('when a report is written, then Coverage is a table of every document and its result', async () => {
    const body = await part(await writeDocx(SAMPLE_EXPORT), 'word/document.xml');

    const coverage = all(body, 'w:tbl').at(-1) as Element;

    expect(all(coverage, 'w:tr').map((row) => all(row, 'w:tc').map(textOf))).toEqual([
      ['Document', 'Result'],
      ['Q3 2026 Financial Results.pdf', 'Data found'],
      ['Recall memo.docx', 'Data found'],
      ['Scan 0042.pdf', 'Failed: The file has no text layer'],
    ]);
  });

  it('when the text goes beyond Latin-1, then euro signs, Japanese and emoji survive', async () => {
    const body = await part(await writeDocx(SAMPLE_EXPORT), 'word/document.xml');

    const text = textOf(body.documentElement);

    expect(text).toContain('€1.2M');
    expect(text).toContain('Quality first — 品質第一.');
    expect(text).toContain('Costs stayed within the reserve 😀');
  });

  it('when Word text is read with mammoth, then the prose, sources, coverage and model use come in order', async () => {
    const bytes = await writeDocx(SAMPLE_EXPORT);

    const { value } = await mammoth.extractRawText({ buffer: bytes });

    const expected = [
      'Ridgeline 2 recall costs',
      'The recall cost €1.2M in total',
      'Costs by quarter',
      'Q1: €0.4M (logistics)',
      'Quality first — 品質第一.',
      'total = 0.4 + 0.8',
      'Conclusion',
      'Costs stayed within the reserve 😀',
      'Sources',
      '[1] Q3 2026 Financial Results.pdf, pages 3, 4',
      'Coverage',
      'Scan 0042.pdf',
      'Model use: 4 calls, 2,600 tokens, estimated cost $0.01',
    ];
    const positions = expected.map((text) => value.indexOf(text));
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('when an ordered list holds a nested list, then the outer items count on around it', async () => {
    const doc: ExportDocument = {
      ...SAMPLE_EXPORT,
      blocks: [
        { kind: 'list', ordered: true, depth: 0, items: [[{ text: 'one' }]] },
        { kind: 'list', ordered: true, depth: 1, items: [[{ text: 'one.a' }]] },
        { kind: 'list', ordered: true, depth: 0, items: [[{ text: 'two' }]] },
        { kind: 'paragraph', content: [{ text: 'between' }] },
        { kind: 'list', ordered: true, depth: 0, items: [[{ text: 'again one' }]] },
      ],
    };

    const body = await part(await writeDocx(doc), 'word/document.xml');

    const items = all(body, 'w:p')
      .filter((p) => all(p, 'w:numPr').length > 0)
      .map((p) => [
        textOf(p),
        all(p, 'w:ilvl')[0]?.getAttribute('w:val'),
        all(p, 'w:numId')[0]?.getAttribute('w:val'),
      ]);
    const [one, nested, two, again] = items;
    expect([one?.[1], nested?.[1], two?.[1]]).toEqual(['0', '1', '0']);
    expect(nested?.[2]).toBe(one?.[2]);
    expect(two?.[2]).toBe(one?.[2]);
    expect(again?.[2]).not.toBe(one?.[2]);
  });

  it('when a report covers 2,000 documents, then it is written with every source and coverage row', async () => {
    const names = Array.from({ length: 2000 }, (_, i) => `Document ${i + 1}.pdf`);
    const doc: ExportDocument = {
      ...SAMPLE_EXPORT,
      blocks: names.map((_, i) => ({
        kind: 'paragraph',
        content: [{ text: `Finding ${i + 1} ` }, { cite: i + 1 }],
      })),
      notes: names.map((name, i) => ({
        number: i + 1,
        name,
        link: `https://drive.test/d${i + 1}`,
        quotes: [{ text: `Quote from ${name}`, page: (i % 50) + 1 }],
      })),
      coverage: names.map((document) => ({ document, result: 'Data found' })),
    };

    const bytes = await writeDocx(doc);

    const body = await part(bytes, 'word/document.xml');
    expect(all(all(body, 'w:tbl').at(-1) as Element, 'w:tr')).toHaveLength(2001);
    expect(await citedFootnotes(bytes)).toHaveLength(2000);
    expect(all(body, 'w:p').some((p) => textOf(p).startsWith('[2000] Document 2000.pdf, page 50'))).toBe(
      true,
    );
  });

  it('when a quote was not found, or found on another page, then its footnote says so', async () => {
    const footnotes = (await citedFootnotes(await writeDocx(SAMPLE_EXPORT))).map(textOf);

    expect(footnotes[0]).toContain('“Logistics took €0.4M of it.” (p. 4; the model said p. 2)');
    expect(footnotes[1]).toContain(
      '“The recall was first planned for 1 March 2026.” (not found in the document)',
    );
  });

  it('when the documents disagree, then Word text read back lists each side after the prose, its source linked where it has one', async () => {
    const bytes = await writeDocx(SAMPLE_EXPORT);

    const { value } = await mammoth.extractRawText({ buffer: bytes });
    const body = await part(bytes, 'word/document.xml');

    const expected = [
      'Costs stayed within the reserve',
      'Where the documents disagree',
      'When the recall was announced',
      '3 March 2026: Recall memo.docx [2]: “We announce the recall on 3 March 2026.”',
      '5 March 2026: Q3 2026 Financial Results.pdf [1], p. 3: “The recall, announced on 5 March 2026, cost €1.2M.”',
      'Sources',
    ];
    const positions = expected.map((text) => value.indexOf(text));
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const side = all(body, 'w:p').find((p) => textOf(p).startsWith('5 March 2026'));
    expect(side && all(side, 'w:hyperlink')).toHaveLength(1);
  });
});

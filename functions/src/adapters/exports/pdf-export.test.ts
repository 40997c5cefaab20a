import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { ExportDocument } from '../../domain/reports/export/export-document';
import { SAMPLE_EXPORT } from '../../testing/sample-export';
import { readPdf } from '../parsers/pdf-text';
import { writePdf } from './pdf-export';

/** Each phrase's position in the text, in the order given: increasing when they appear in that order. */
const positions = (text: string, phrases: string[]): number[] =>
  phrases.map((phrase) => text.indexOf(phrase));

async function linksOf(bytes: Buffer): Promise<{ url?: string; dest?: unknown }[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
  try {
    const annotations = await (await pdf.getPage(1)).getAnnotations();
    return annotations.filter((annotation) => annotation.subtype === 'Link');
  } finally {
    await pdf.destroy();
  }
}

function bigExport(documents: number): ExportDocument {
  const names = Array.from({ length: documents }, (_, index) => `Quarterly report ${index + 1}.pdf`);
  return {
    ...SAMPLE_EXPORT,
    notes: names.map((name, index) => ({
      number: index + 1,
      name,
      link: `https://drive.test/f${index + 1}`,
      quotes: [
        { text: `Revenue in region ${index + 1} rose by 4% — to €${index + 1}M.`, page: (index % 40) + 1 },
      ],
    })),
    coverage: names.map((document, index) => ({
      document,
      result: index % 10 === 0 ? 'Failed: The file has no text layer' : 'Data found',
    })),
  };
}

describe('writePdf', () => {
  it('when the sample report is written, then it is a PDF whose text holds the first quote and its page', async () => {
    // Act
    const bytes = await writePdf(SAMPLE_EXPORT);
    const { text } = await readPdf(bytes);

    // Assert
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(text).toContain('“The Ridgeline 2 recall cost €1.2M in total.” (p. 3)');
    expect(text).toContain('p. 4');
  });

  it('when the sample report is written, then title, date, prose, disagreements, sources (quotes marked), coverage and model use come in order', async () => {
    // Act
    const { text } = await readPdf(await writePdf(SAMPLE_EXPORT));

    // Assert
    const order = positions(text, [
      'Ridgeline 2 recall costs',
      'What did the Ridgeline 2 recall cost, and when was it announced?',
      '27 November 2026, 10:00 UTC',
      'The recall cost €1.2M in total [1] and was announced on 3 March 2026 [2].',
      'Costs by quarter',
      'Q1: €0.4M (logistics) [1]',
      'Q2: €0.8M, see the finance page',
      'Quarter',
      'Quality first —',
      'total = 0.4 + 0.8',
      'Conclusion',
      'Costs stayed within the reserve',
      'Where the documents disagree',
      'When the recall was announced',
      '3 March 2026: Recall memo.docx [2]: “We announce the recall on 3 March 2026.”',
      'Sources',
      '1. Q3 2026 Financial Results.pdf',
      '“Logistics took €0.4M of it.” (p. 4; the model said p. 2)',
      '2. Recall memo.docx',
      '“The recall was first planned for 1 March 2026.” (not found in the document)',
      'Coverage',
      'Document',
      'Scan 0042.pdf',
      'Failed: The file has no text layer',
      'Model use: 4 calls, 2,600 tokens, estimated cost $0.01 (at the prices of 2026-11-27).',
      'Page 1 of 1',
    ]);
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('when a note has a link and the prose cites it, then the name opens the document and each mark leads to its note', async () => {
    // Act
    const links = await linksOf(await writePdf(SAMPLE_EXPORT));

    // Assert
    // pdfmake writes one link area per word, so each link is counted by its target.
    expect(new Set(links.map((link) => link.url))).toEqual(new Set(['https://drive.test/f1', undefined]));
    const marks = links.filter((link) => link.dest !== undefined).map((link) => link.dest);
    expect(marks).toEqual(['note-1', 'note-2', 'note-1', 'note-2']);
  });

  it('when a report has no notes, coverage or model use, then it is written without their headings', async () => {
    // Arrange
    const bare = { ...SAMPLE_EXPORT, notes: [], coverage: [], usageLine: null };

    // Act
    const { text } = await readPdf(await writePdf(bare));

    // Assert
    expect(text).toContain('Costs stayed within the reserve');
    expect(text).not.toContain('Sources');
    expect(text).not.toContain('Coverage');
    expect(text).not.toContain('Model use');
  });

  it('when code and names hold characters the fonts lack (CJK, emoji), then the PDF is still written', async () => {
    // Arrange
    const wide: ExportDocument = {
      ...SAMPLE_EXPORT,
      title: '品質第一 😀',
      blocks: [
        { kind: 'code', text: 'label = "品質第一 😀 €"' },
        {
          kind: 'paragraph',
          content: [
            { text: '品質 😀', code: true },
            { text: ' fine', bold: true, italic: true },
          ],
        },
      ],
      notes: [
        { number: 1, name: 'Plan 報告書.pdf', link: null, quotes: [{ text: 'Quality 第一 😀', page: 2 }] },
      ],
    };

    // Act
    const { text } = await readPdf(await writePdf(wide));

    // Assert
    expect(text).toContain('label = "');
    expect(text).toContain('fine');
    expect(text).toContain('1. Plan');
    expect(text).toContain('“Quality');
  });

  it('when a 2,000-document report is written, then every note and coverage row is there, over several numbered pages', async () => {
    // Arrange
    const big = bigExport(2000);

    // Act
    const { text, pages = [] } = await readPdf(await writePdf(big));

    // Assert
    expect(pages.length).toBeGreaterThan(1);
    expect(text).toContain(`Page 1 of ${pages.length}`);
    expect(text).toContain('2000. Quarterly report 2000.pdf');
    expect(text).toContain('“Revenue in region 2000 rose by 4% — to €2000M.” (p. 40)');
    expect(text).toContain('Quarterly report 1991.pdf Failed: The file has no text layer');
    expect(pages.at(-1)?.text).toContain('Quarterly report 2000.pdf Data found');
    expect(pages.at(-1)?.text).toContain('Model use:');
  }, 60_000);
});

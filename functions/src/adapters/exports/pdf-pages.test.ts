import { describe, expect, it } from 'vitest';
import type { ExportBlock, ExportDocument } from '../../domain/reports/export/export-document';
import { SAMPLE_EXPORT } from '../../testing/sample-export';
import { readPdf } from '../parsers/pdf-text';
import { writePdf } from './pdf-export';

/** Each page's text without its "Page n of m" line, spaces made single. */
async function pageTexts(doc: ExportDocument): Promise<string[]> {
  const { pages = [] } = await readPdf(await writePdf(doc));
  return pages.map((page) =>
    page.text
      .replace(/Page \d+ of \d+/, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

const SENTENCE = 'The recall cost rose in the quarter as the logistics partner billed the returns. ';

/**
 * Sections of every length from one to nine lines of prose, each under its own heading: over a
 * dozen pages some heading falls at the foot of a page whatever the fonts measure.
 */
function sections(count: number): ExportBlock[] {
  return Array.from({ length: count }, (_, index): ExportBlock[] => [
    { kind: 'heading', level: index % 2 === 0 ? 2 : 3, content: [{ text: `Section ${index + 1} heading` }] },
    { kind: 'paragraph', content: [{ text: SENTENCE.repeat((index % 9) + 1) }] },
  ]).flat();
}

const MODEL_USE = SAMPLE_EXPORT.usageLine as string;

describe('the pages of an exported PDF', () => {
  it('when headings fall at the foot of pages, then no page ends with a heading: each stands above what it heads', async () => {
    const doc: ExportDocument = { ...SAMPLE_EXPORT, blocks: sections(80), notes: [], disagreements: [] };

    const pages = await pageTexts(doc);

    expect(pages.length).toBeGreaterThan(5);
    const endingInHeading = pages
      .filter((text) => /Section \d+ heading$/.test(text))
      .map((text) => text.slice(-40));
    expect(endingInHeading).toEqual([]);
    for (let n = 1; n <= 80; n += 1) expect(pages.join(' ')).toContain(`Section ${n} heading`);
  }, 60_000);

  it('when the content ends at the foot of a page, then the model-use line is not alone on a last page', async () => {
    // Coverage rows enough to end the content anywhere on a page: one of these lengths filled the
    // last page to its foot and left the model-use line alone on the next.
    const lengths = Array.from({ length: 12 }, (_, index) => 42 + index);
    const alone: number[] = [];
    for (const rows of lengths) {
      const doc: ExportDocument = {
        ...SAMPLE_EXPORT,
        coverage: Array.from({ length: rows }, (_, index) => ({
          document: `Contract ${index + 1}.pdf`,
          result: 'Data found',
        })),
      };

      const pages = await pageTexts(doc);

      expect(pages.join(' ')).toContain(MODEL_USE);
      if (pages.some((text) => text === MODEL_USE)) alone.push(rows);
    }
    expect(alone).toEqual([]);
  }, 120_000);
});

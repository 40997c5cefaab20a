import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { SAMPLE_EXPORT } from '../../../testing/sample-export';
import { writeHtml } from './html-export';

/** The HTML read back by a real parser, as Drive's conversion reads it. */
function parsed(bytes: Buffer): Document {
  return new JSDOM(bytes.toString('utf8')).window.document;
}

describe('the HTML writer for Google Docs', () => {
  it("when the sample report is written, then its Sources hold the first citation's quote and page, linked to its document", () => {
    const page = parsed(writeHtml(SAMPLE_EXPORT));

    const sources = [...page.querySelectorAll('h2')].find((h) => h.textContent === 'Sources');
    const first = sources?.nextElementSibling?.querySelector('li');
    expect(first?.getAttribute('value')).toBe('1');
    expect(first?.textContent).toContain('“The Ridgeline 2 recall cost €1.2M in total.” (p. 3)');
    expect(first?.querySelector('a')?.getAttribute('href')).toBe('https://drive.test/f1');
  });

  it('when the sample report is written, then each [n] is a superscript and every kind of block has its element', () => {
    const page = parsed(writeHtml(SAMPLE_EXPORT));

    expect([...page.querySelectorAll('sup')].map((s) => s.textContent)).toEqual(['[1]', '[2]', '[1]', '[2]']);
    expect(page.querySelector('h1')?.textContent).toBe('Ridgeline 2 recall costs');
    for (const tag of ['ul', 'table', 'blockquote', 'pre', 'hr', 'b', 'i']) {
      expect(page.querySelector(tag), tag).not.toBeNull();
    }
    expect(page.body.textContent).toContain('品質第一');
    expect(page.body.textContent).toContain('😀');
    expect(page.body.textContent).toContain('Failed: The file has no text layer');
    expect(page.body.textContent).toContain('Model use: 4 calls');
  });

  it('when the report holds markup or a script address, then it is text, not markup or a link', () => {
    const doc = {
      ...SAMPLE_EXPORT,
      title: '<script>alert(1)</script>',
      blocks: [
        {
          kind: 'paragraph' as const,
          content: [{ text: '<img src=x onerror=alert(1)>', link: 'javascript:alert(1)' }],
        },
      ],
    };

    const page = parsed(writeHtml(doc));

    expect(page.querySelector('script')).toBeNull();
    expect(page.querySelector('img')).toBeNull();
    expect(page.querySelector('a[href^="javascript"]')).toBeNull();
    expect(page.querySelector('h1')?.textContent).toBe('<script>alert(1)</script>');
  });

  it('when a quote was not found, or found on another page, then its source says so; and the disagreements follow the prose', () => {
    const page = parsed(writeHtml(SAMPLE_EXPORT));

    const quotes = [...page.querySelectorAll('ol > li li')].map((li) => li.textContent);
    expect(quotes).toContain('“Logistics took €0.4M of it.” (p. 4; the model said p. 2)');
    expect(quotes).toContain('“The recall was first planned for 1 March 2026.” (not found in the document)');
    const heading = [...page.querySelectorAll('h2')].find(
      (h) => h.textContent === 'Where the documents disagree',
    );
    expect(heading?.nextElementSibling?.tagName).toBe('H3');
    expect(heading?.nextElementSibling?.textContent).toBe('When the recall was announced');
    const sides = [...(heading?.nextElementSibling?.nextElementSibling?.querySelectorAll('li') ?? [])];
    expect(sides.map((li) => li.textContent)).toEqual([
      '3 March 2026: Recall memo.docx [2]: “We announce the recall on 3 March 2026.”',
      '5 March 2026: Q3 2026 Financial Results.pdf [1], p. 3: “The recall, announced on 5 March 2026, cost €1.2M.”',
    ]);
    expect(sides[1]?.querySelector('a')?.getAttribute('href')).toBe('https://drive.test/f1');
    expect(sides[0]?.querySelector('a')).toBeNull();
  });
});

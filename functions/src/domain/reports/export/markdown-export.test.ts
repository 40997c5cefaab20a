import { Lexer } from 'marked';
import { describe, expect, it } from 'vitest';
import { SAMPLE_EXPORT } from '../../../testing/sample-export';
import { writeMarkdown } from './markdown-export';

describe('the Markdown export', () => {
  const text = writeMarkdown(SAMPLE_EXPORT).toString('utf8');

  it('when a report is exported, then each [n] is a footnote carrying its document, link, quotes and pages', () => {
    expect(text).toContain('in total [^1] and was announced on 3 March 2026 [^2].');
    expect(text).toContain(
      '[^1]: Q3 2026 Financial Results.pdf (https://drive.test/f1): "The Ridgeline 2 recall cost €1.2M in total." (p. 3); "Logistics took €0.4M of it." (p. 4; the model said p. 2)',
    );
    expect(text).toContain(
      '[^2]: Recall memo.docx: "We announce the recall on 3 March 2026."; "The recall was first planned for 1 March 2026." (not found in the document)',
    );
  });

  it('when read back, then the title, the prose in order, the Sources, the Coverage table and the model-use line are there', () => {
    const tokens = Lexer.lex(text);
    const headings = tokens.filter((t) => t.type === 'heading').map((t) => (t as { text: string }).text);
    expect(headings).toEqual([
      'Ridgeline 2 recall costs',
      'Costs by quarter',
      'Conclusion',
      'Where the documents disagree',
      'Sources',
      'Coverage',
    ]);
    expect(text.indexOf('The recall cost **€1.2M**')).toBeLessThan(
      text.indexOf('Costs stayed within the reserve 😀'),
    );
    expect(text).toContain('1. [Q3 2026 Financial Results.pdf](<https://drive.test/f1>), pages 3, 4');
    expect(text).toContain('2. Recall memo.docx');
    expect(text).toContain('| Scan 0042.pdf | Failed: The file has no text layer |');
    const tables = tokens.filter((t) => t.type === 'table');
    expect(tables).toHaveLength(2);
    expect(text).toContain(
      '*Model use: 4 calls, 2,600 tokens, estimated cost $0.01 (at the prices of 2026-11-27).*',
    );
    expect(text).toContain(
      '*What did the Ridgeline 2 recall cost, and when was it announced?* (27 November 2026)',
    );
  });

  it("when the report's own text holds Markdown markup, then it is escaped and read as the same text", () => {
    const doc = {
      ...SAMPLE_EXPORT,
      title: 'Q3 *draft* [final]',
      blocks: [{ kind: 'paragraph' as const, content: [{ text: 'A <b>tag</b> and # hash | pipe' }] }],
      notes: [],
      coverage: [{ document: 'a_b_c.md', result: 'Data found' }],
    };
    const written = writeMarkdown(doc).toString('utf8');
    expect(written).toContain('# Q3 \\*draft\\* \\[final\\]');
    expect(written).toContain('A \\<b\\>tag\\</b\\> and \\# hash \\| pipe');
    expect(written).toContain('| a\\_b\\_c.md | Data found |');
    expect(written).not.toContain('[^');
  });

  it('when the documents disagree, then a section after the prose lists each fact, each side with its value, source and quote', () => {
    const tokens = Lexer.lex(text);
    const at = tokens.findIndex((t) => t.type === 'heading' && t.text === 'Where the documents disagree');
    const [fact, list] = tokens.slice(at + 1).filter((t) => t.type !== 'space');

    expect(at).toBeGreaterThan(tokens.findIndex((t) => t.type === 'heading' && t.text === 'Conclusion'));
    expect(fact?.raw.trim()).toBe('**When the recall was announced**');
    expect(list?.type).toBe('list');
    expect((list as { items: { text: string }[] }).items.map((item) => item.text)).toEqual([
      '**3 March 2026**: Recall memo.docx \\[2\\]: "We announce the recall on 3 March 2026."',
      '**5 March 2026**: [Q3 2026 Financial Results.pdf \\[1\\], p. 3](<https://drive.test/f1>): "The recall, announced on 5 March 2026, cost €1.2M."',
    ]);
  });

  it('when the documents agree, then there is no such section', () => {
    const agreed = writeMarkdown({ ...SAMPLE_EXPORT, disagreements: [] }).toString('utf8');

    expect(agreed).not.toContain('Where the documents disagree');
  });
});

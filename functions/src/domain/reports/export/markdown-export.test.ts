import { Lexer } from 'marked';
import { describe, expect, it } from 'vitest';
import { SAMPLE_EXPORT } from '../../../testing/sample-export';
import { writeMarkdown } from './markdown-export';

describe('the Markdown export', () => {
  const text = writeMarkdown(SAMPLE_EXPORT).toString('utf8');

  it('when a report is exported, then each [n] is a footnote carrying its document, link, quotes and pages', () => {
    expect(text).toContain('in total [^1] and was announced on 3 March 2026 [^2].');
    expect(text).toContain(
      '[^1]: Q3 2026 Financial Results.pdf (https://drive.test/f1): "The Ridgeline 2 recall cost €1.2M in total." (p. 3); "Logistics took €0.4M of it." (p. 4)',
    );
    expect(text).toContain('[^2]: Recall memo.docx: "We announce the recall on 3 March 2026."');
  });

  it('when read back, then the title, the prose in order, the Sources, the Coverage table and the model-use line are there', () => {
    const tokens = Lexer.lex(text);
    const headings = tokens.filter((t) => t.type === 'heading').map((t) => (t as { text: string }).text);
    expect(headings).toEqual([
      'Ridgeline 2 recall costs',
      'Costs by quarter',
      'Conclusion',
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
});

import { describe, expect, it } from 'vitest';
import { SanitizingRenderer } from './sanitizing-renderer';

const renderer = new SanitizingRenderer();

/** A report as the run renders it: prose, then the listing, then the model-use line. */
const REPORT = [
  '<p>The recall cost <strong>€1.2M</strong> <a href="https://drive.test/f1" target="_blank" rel="noopener noreferrer">[1]</a> and was announced in March [2, 3].</p>',
  '<h2>Costs</h2>',
  '<ul><li>Q1: €0.4M [1]<ul><li>logistics</li></ul></li><li>Q2: <em>€0.8M</em></li></ul>',
  '<table><thead><tr><th>Quarter</th><th>Cost</th></tr></thead><tbody><tr><td>Q1</td><td>€0.4M</td></tr></tbody></table>',
  '<blockquote><p>Quality first.</p></blockquote><pre><code>total = 1.2\n</code></pre><hr>',
  '<h2>Sources</h2>\n<ol>\n<li><a href="https://drive.test/f1">Q3 Results.pdf</a>, page 3</li>\n</ol>',
  '<h2>Coverage</h2>\n<table><thead><tr><th>Document</th><th>Result</th></tr></thead>\n<tbody><tr><td>Q3 Results.pdf</td><td>Data found</td></tr></tbody></table>',
  '<p>Model use: 4 calls, 2,600 tokens, estimated cost $0.01 (at the prices of 2026-11-27).</p>',
].join('\n');

describe('a rendered report as export blocks', () => {
  it('when the listing is left out, then the prose comes in blocks, each [n] a citation mark, and the model-use line apart', async () => {
    const { blocks, usageLine } = await renderer.exportBlocks(REPORT, { withoutListing: true });

    expect(usageLine).toBe(
      'Model use: 4 calls, 2,600 tokens, estimated cost $0.01 (at the prices of 2026-11-27).',
    );
    expect(blocks.map((b) => b.kind)).toEqual([
      'paragraph',
      'heading',
      'list',
      'list',
      'list',
      'table',
      'quote',
      'code',
      'rule',
    ]);
    expect(blocks[0]).toEqual({
      kind: 'paragraph',
      content: [
        { text: 'The recall cost ' },
        { text: '€1.2M', bold: true },
        { text: ' ' },
        { cite: 1 },
        { text: ' and was announced in March ' },
        { cite: 2 },
        { cite: 3 },
        { text: '.' },
      ],
    });
    expect(blocks.slice(2, 5)).toEqual([
      { kind: 'list', ordered: false, depth: 0, items: [[{ text: 'Q1: €0.4M ' }, { cite: 1 }]] },
      { kind: 'list', ordered: false, depth: 1, items: [[{ text: 'logistics' }]] },
      {
        kind: 'list',
        ordered: false,
        depth: 0,
        items: [[{ text: 'Q2: ' }, { text: '€0.8M', italic: true }]],
      },
    ]);
    expect(blocks[5]).toEqual({
      kind: 'table',
      header: [[{ text: 'Quarter' }], [{ text: 'Cost' }]],
      rows: [[[{ text: 'Q1' }], [{ text: '€0.4M' }]]],
    });
    expect(blocks[7]).toEqual({ kind: 'code', text: 'total = 1.2' });
    expect(JSON.stringify(blocks)).not.toContain('Q3 Results.pdf');
  });

  it('when the listing is kept (a report without its documents), then its headings are prose too', async () => {
    const { blocks } = await renderer.exportBlocks(REPORT, { withoutListing: false });
    const headings = blocks.filter((b) => b.kind === 'heading').map((b) => ('content' in b ? b.content : []));
    expect(headings).toEqual([[{ text: 'Costs' }], [{ text: 'Sources' }], [{ text: 'Coverage' }]]);
  });

  it('when a link is not a citation, then it is a text run with its address', async () => {
    const { blocks } = await renderer.exportBlocks(
      '<p>See <a href="https://drive.test/f9">the memo</a>.</p>',
      {
        withoutListing: true,
      },
    );
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        content: [{ text: 'See ' }, { text: 'the memo', link: 'https://drive.test/f9' }, { text: '.' }],
      },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from './html-to-markdown';
import { blocksToPlainText, parseBlocks } from './markdown-blocks';

describe('htmlToMarkdown', () => {
  it('when a report’s HTML is converted, then its structure is kept in the Markdown Google Docs are stored in', () => {
    const html = `<h2>Sources</h2><ol><li>Recall memo, <a href="https://drive.test/view/1">p. 4</a></li>
      <li>Board minutes <a href="#n2">[2]</a></li></ol><p>Cost&nbsp;&#8364;1.2M &amp; 品質第一 <em>now</em></p><hr>
      <pre>line one
line two</pre><script>alert(1)</script>`;
    expect(htmlToMarkdown(html)).toBe(
      [
        '## Sources',
        '',
        '1. Recall memo, [p. 4](https://drive.test/view/1)',
        '2. Board minutes [2]',
        '',
        'Cost €1.2M & 品質第一 *now*',
        '',
        '---',
        '',
        'line one',
        '',
        'line two',
        '',
      ].join('\n'),
    );
  });

  it('when a table has a pipe in a cell, then the table still reads back with its columns', () => {
    const markdown = htmlToMarkdown('<table><tr><td>a|b</td><td>c</td></tr><tr><td>d</td></tr></table>');
    expect(blocksToPlainText(parseBlocks(markdown))).toBe('a∣b\tc\nd\n');
  });
});

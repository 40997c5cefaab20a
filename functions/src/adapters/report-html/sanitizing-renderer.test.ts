import { REPORT_ALLOWED_ATTRIBUTES, REPORT_ALLOWED_TAGS } from '@quarry/contracts/report-html';
import { REPORT_DOCUMENT_LINK, REPORT_LINK_CASES } from '@quarry/contracts/testing/report-links';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { SanitizingRenderer } from './sanitizing-renderer';

const renderer = new SanitizingRenderer();
const DOC = 'http://127.0.0.1:9100/drive/view/abc';

describe('SanitizingRenderer', () => {
  it('when the report has headings, lists, tables and a document link, then they are kept', async () => {
    const html = await renderer.toSafeHtml(
      `# Title\n\n- one [1](${DOC})\n\n| a | b |\n|---|---|\n| 1 | 2 |`,
      new Set([DOC]),
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain(`<a href="${DOC}" target="_blank" rel="noopener noreferrer">1</a>`);
    expect(html).toContain('<table>');
  });

  it('when a document smuggles an image, a script, a frame or an event handler into the report, then none survive', async () => {
    const attack = [
      '![tracker](https://evil.example/pixel.png)',
      '<img src="https://evil.example/x.png" onerror="alert(1)">',
      '<script>fetch("https://evil.example")</script>',
      '<iframe src="https://evil.example"></iframe>',
      '<a href="javascript:alert(1)" onclick="steal()">click</a>',
      '[phish](https://evil.example/login)',
      '<div style="background:url(https://evil.example/bg)">x</div>',
    ].join('\n\n');
    const html = await renderer.toSafeHtml(attack, new Set([DOC]));
    const body = new JSDOM(`<body>${html}</body>`).window.document.body;
    expect(body.querySelectorAll('img, script, iframe, object, embed, style, link')).toHaveLength(0);
    const attributes = [...body.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.name));
    expect(attributes.filter((name) => name.startsWith('on') || name === 'style' || name === 'src')).toEqual(
      [],
    );
    const hrefs = [...body.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
    expect(hrefs.filter((href) => href !== DOC)).toEqual([]);
    // What the document tried is still visible to the reader, as inert text.
    expect(body.textContent).toContain('<script>fetch(');
  });

  it('when the report quotes markup in a code span or as text, then the reader sees it as written, escaped once', async () => {
    const html = await renderer.toSafeHtml('Use `<b>` for bold, or <i>this</i> & that.', new Set([DOC]));

    const body = new JSDOM(`<body>${html}</body>`).window.document.body;
    expect(body.querySelector('code')?.textContent).toBe('<b>');
    expect(body.textContent).toContain('or <i>this</i> & that.');
    expect(body.querySelectorAll('b, i')).toHaveLength(0);
  });

  it('when two reports are rendered at once while the sanitizer is still loading, then each keeps only its own links', async () => {
    const fresh = new SanitizingRenderer();
    const other = 'http://127.0.0.1:9100/drive/view/other';
    const markdown = `[mine](${DOC}) and [theirs](${other})`;

    const [first, second] = await Promise.all([
      fresh.toSafeHtml(markdown, new Set([DOC])),
      fresh.toSafeHtml(markdown, new Set([other])),
    ]);

    const hrefs = (html: string) =>
      [...new JSDOM(`<body>${html}</body>`).window.document.querySelectorAll('a[href]')].map((a) =>
        a.getAttribute('href'),
      );
    expect(hrefs(first)).toEqual([DOC]);
    expect(hrefs(second)).toEqual([other]);
  });

  // The same cases as the browser's sanitizer and the shared rule (contracts/src/report-html.ts).
  for (const { name, href, kept } of REPORT_LINK_CASES) {
    it(`when the report holds ${name}, then its address is ${kept ? 'kept' : 'dropped'} and its text stays`, async () => {
      const html = await renderer.toSafeHtml(`See [the file](${href}).`, new Set([REPORT_DOCUMENT_LINK]));
      const body = new JSDOM(`<body>${html}</body>`).window.document.body;
      const hrefs = [...body.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual(kept ? [href] : []);
      expect(body.textContent).toContain('the file');
    });
  }
});

describe('the opening of a report for an e-mail', () => {
  const renderer = new SanitizingRenderer();

  it('when a report is long, then its first blocks up to the budget come without links or the Sources list', async () => {
    const html = await renderer.toSafeHtml(
      [
        'The recall cost [$4.2M](https://drive.google.com/file/d/1) in total [1].',
        '',
        'Most of it went to replacement units.',
        '',
        'x'.repeat(3000),
        '',
        '## Sources',
        '',
        '1. [Memo.pdf](https://drive.google.com/file/d/1)',
      ].join('\n'),
      new Set(['https://drive.google.com/file/d/1']),
    );

    const opening = await renderer.opening(html, 1500);

    expect(opening.text).toBe('The recall cost $4.2M in total.\n\nMost of it went to replacement units.');
    expect(opening.html).not.toContain('<a');
    expect(opening.html).not.toContain('Sources');
  });
});

describe('the opening of a report for an e-mail (issue 24, item 9)', () => {
  const renderer = new SanitizingRenderer();
  const LINK = 'https://drive.google.com/file/d/1';

  it('when the budget runs out just after a heading, then the opening ends on the text before it, not on the bare heading', async () => {
    const html = await renderer.toSafeHtml(
      ['The recall cost $4.2M.', '', 'y'.repeat(1400), '', '## Conclusion', '', 'z'.repeat(400)].join('\n'),
      new Set(),
    );

    const opening = await renderer.opening(html, 1500);

    expect(opening.text).not.toMatch(/Conclusion\s*$/);
    expect(opening.html).not.toMatch(/<h2>Conclusion<\/h2>\s*$/);
    expect(opening.text.endsWith('y'.repeat(20))).toBe(true);
  });

  it('when a section is empty, then its heading is left out of the opening', async () => {
    const html = await renderer.toSafeHtml(
      [
        '## Introduction',
        '',
        'The recall began in May.',
        '',
        '## Conclusion',
        '',
        '## Sources',
        '',
        '1. Memo.pdf',
      ].join('\n'),
      new Set(),
    );

    const opening = await renderer.opening(html, 1500);

    expect(opening.text).toBe('Introduction\n\nThe recall began in May.');
  });

  it('when the opening cites sources it does not list, then the [n] numbers are taken out, linked or not', async () => {
    const html = await renderer.toSafeHtml(
      `Costs rose [1] and then fell [[2]](${LINK}), as two memos say [1, 2].`,
      new Set([LINK]),
    );

    const opening = await renderer.opening(html, 1500);

    expect(opening.text).toBe('Costs rose and then fell, as two memos say.');
    expect(opening.html).not.toMatch(/\[\d/);
  });
});

describe('the listing of sources and coverage', () => {
  const listing = {
    sources: [
      { number: 1, name: 'Q3 <Results> & "plan".pdf', link: DOC, pages: [3, 4] },
      {
        number: 2,
        name: '*not emphasis* [1](https://evil.example)',
        link: 'https://evil.example/x',
        pages: [],
      },
    ],
    coverage: [
      { document: 'Q3 <Results> & "plan".pdf', result: 'Data found' },
      { document: '<img src=x onerror=alert(1)>.txt', result: 'Failed: <b>bad</b>' },
    ],
  };

  it('when names hold markup or Markdown, then they are shown as written and only allowed links are kept', () => {
    const html = renderer.listingHtml(listing, new Set([DOC]));
    const body = new JSDOM(`<body>${html}</body>`).window.document.body;
    expect(body.querySelectorAll('img, b, em')).toHaveLength(0);
    expect([...body.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'))).toEqual([DOC]);
    expect([...body.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual([
      'Q3 <Results> & "plan".pdf, pages 3, 4',
      '*not emphasis* [1](https://evil.example)',
    ]);
    expect([...body.querySelectorAll('tbody tr')].map((tr) => tr.textContent)).toEqual([
      'Q3 <Results> & "plan".pdfData found',
      '<img src=x onerror=alert(1)>.txtFailed: <b>bad</b>',
    ]);
  });

  it('when the listing is built directly, then it is the markup the Markdown renderer gives for the same lists, already safe', async () => {
    const plain = {
      sources: [{ number: 1, name: 'Q3 Results.pdf', link: DOC, pages: [3] }],
      coverage: [{ document: 'Notes.txt', result: 'No relevant data' }],
    };
    const direct = renderer.listingHtml(plain, new Set([DOC]));
    const viaMarkdown = await renderer.toSafeHtml(
      `## Sources\n\n1. [Q3 Results.pdf](${DOC}), page 3\n\n## Coverage\n\n| Document | Result |\n|---|---|\n| Notes.txt | No relevant data |`,
      new Set([DOC]),
    );
    const shape = (html: string) =>
      new JSDOM(`<body>${html}</body>`).window.document.body.innerHTML.replace(/\n/g, '');
    expect(shape(direct)).toBe(shape(viaMarkdown));
    // The sanitizer the browser runs again (same allow-list) finds nothing to change.
    const purify = createDOMPurify(new JSDOM('').window);
    const again = purify.sanitize(direct, {
      ALLOWED_TAGS: REPORT_ALLOWED_TAGS,
      ALLOWED_ATTR: REPORT_ALLOWED_ATTRIBUTES,
      ALLOW_DATA_ATTR: false,
    });
    expect(shape(again)).toBe(shape(direct));
  });
});

import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { SanitizingRenderer } from './sanitizing-renderer';

const renderer = new SanitizingRenderer();
const DOC = 'http://127.0.0.1:9100/drive/view/abc';

async function render(markdown: string) {
  const html = await renderer.toSafeHtml(markdown, new Set([DOC]));
  const body = new JSDOM(`<body>${html}</body>`).window.document.body;
  const links = [...body.querySelectorAll('a')].map((a) => ({
    href: a.getAttribute('href'),
    text: a.textContent,
  }));
  return { html, text: (body.textContent ?? '').trim(), links };
}

describe('addresses in a report’s text', () => {
  it('when an excerpt quotes markup with an address inside, then it reads as written and nothing is linked', async () => {
    const quoted = await render('The page says <a href="https://example.com/x">the site</a> for details.');
    const escaped = await render('> Excerpt: &lt;a href="https://example.com"&gt;home&lt;/a&gt; end');

    expect(quoted.text).toBe('The page says <a href="https://example.com/x">the site</a> for details.');
    expect(quoted.links).toEqual([]);
    expect(escaped.text).toContain('Excerpt: <a href="https://example.com">home</a> end');
    expect(escaped.links).toEqual([]);
  });

  it('when quoted markup holds one of the report’s document addresses, then only that address is linked, inside the text', async () => {
    const { text, links } = await render(`Its footer reads <a href="${DOC}">the memo</a>.`);

    expect(text).toBe(`Its footer reads <a href="${DOC}">the memo</a>.`);
    expect(links).toEqual([{ href: DOC, text: DOC }]);
  });

  it('when a bare address is a document of the report, then it is linked without the sentence’s full stop', async () => {
    const { html, links } = await render(`The memo is at ${DOC}. Read it (${DOC}).`);

    expect(links).toEqual([
      { href: DOC, text: DOC },
      { href: DOC, text: DOC },
    ]);
    expect(html).toContain(`rel="noopener noreferrer">${DOC}</a>. Read it (`);
  });

  it('when a bare address, a www name or an e-mail address is not a document of the report, then it stays plain text', async () => {
    const { text, links } = await render(
      'See https://evil.example/login, www.example.com or ann@example.com, and <https://example.com>.',
    );

    expect(links).toEqual([]);
    expect(text).toBe(
      'See https://evil.example/login, www.example.com or ann@example.com, and <https://example.com>.',
    );
  });

  it('when a document address sits in code or already in a link, then it is not linked again', async () => {
    const { links } = await render(`\`${DOC}\` and [the memo](${DOC})`);

    expect(links).toEqual([{ href: DOC, text: 'the memo' }]);
  });

  it('when the e-mail takes the opening of such a report, then its text is the excerpt as written', async () => {
    const html = await renderer.toSafeHtml(
      'The page says <a href="https://example.com/x">the site</a> for details.',
      new Set([DOC]),
    );

    const opening = await renderer.opening(html, 1500);

    expect(opening.text).toBe('The page says <a href="https://example.com/x">the site</a> for details.');
  });
});

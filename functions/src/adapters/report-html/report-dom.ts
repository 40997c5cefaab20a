import type { DOMPurify } from 'dompurify';
import { escapeHtml } from '../../domain/shared/escape-html';

/** What rendering a report needs beyond string building: Markdown parsing and a sanitizer over a DOM. */
export interface ReportDom {
  purify: DOMPurify;
  markdownToHtml: (markdown: string) => string;
}

/**
 * Loads marked, DOMPurify and jsdom on first use. They are imported here, when a report is first
 * rendered, not when the module loads: jsdom alone is a large share of a cold start, and the
 * functions that never render a report (the tick's schedules, the retention sweep) never pay it.
 */
export async function loadReportDom(): Promise<ReportDom> {
  const [{ default: createDOMPurify }, { JSDOM }, { Marked }] = await Promise.all([
    import('dompurify'),
    import('jsdom'),
    import('marked'),
  ]);
  // No autolinks: GFM's would read an address on through escaped markup ('&gt;the site&lt;/a')
  // and make a link the sanitizer then strips. Addresses are linked after sanitizing, in
  // text only (link-document-addresses.ts).
  const markdown = new Marked({
    async: false,
    gfm: true,
    tokenizer: { url: () => undefined, autolink: () => undefined },
    // Raw HTML in the model's Markdown is shown as text, never interpreted. Escaping it here,
    // token by token, rather than over the whole text first, leaves code spans to marked's own
    // escaping: '`<b>`' reads '<b>', not '&lt;b&gt;'.
    renderer: { html: ({ text }) => escapeHtml(text) },
  });
  return {
    purify: createDOMPurify(new JSDOM('').window),
    markdownToHtml: (text) => markdown.parse(text, { async: false }),
  };
}

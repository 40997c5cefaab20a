import { escapeHtml } from '../../shared/escape-html';
import { CANNOT_OPEN } from './document-view';

/**
 * A stored report's HTML for a viewer who may open some of its documents and not others
 * (document-view.ts): the documents they cannot open keep their [n] but lose their links, their
 * entry in the Sources list reads "A document you cannot open", and every form of their names in
 * the text (prose, Coverage table) is hidden as hide-names.ts hides it. The stored HTML is the
 * sanitizer's output plus the listing the renderer builds directly (one <li> a source, numbered in
 * order), so it is read as tags and text, never parsed again.
 */
export interface ClosedSources {
  /** The citation numbers of the documents the viewer cannot open. */
  numbers: ReadonlySet<number>;
  /** Their Drive addresses. */
  links: ReadonlySet<string>;
}

const ANCHOR = /<a\b[^>]*?\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g;
const SOURCES = '<h2>Sources</h2>\n<ol>';
const ITEM = /<li>([\s\S]*?)<\/li>/g;
const PAGES = /(, pages? [\d, ]+)$/;

export function htmlWithClosed(html: string, closed: ClosedSources, hide: (text: string) => string): string {
  const listed = withClosedItems(html, closed.numbers);
  const unlinked = listed.replace(ANCHOR, (whole, href: string, inner: string) =>
    closed.links.has(unescapeHtml(href)) ? inner : whole,
  );
  return unlinked
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : hiddenText(part, closed.links, hide)))
    .join('');
}

/** The Sources list with each closed source's entry in plain words, its pages kept. */
function withClosedItems(html: string, numbers: ReadonlySet<number>): string {
  const start = html.lastIndexOf(SOURCES);
  if (start === -1 || numbers.size === 0) return html;
  const end = html.indexOf('</ol>', start);
  if (end === -1) return html;
  let number = 0;
  const list = html.slice(start, end).replace(ITEM, (whole, inner: string) => {
    number += 1;
    if (!numbers.has(number)) return whole;
    const pages = PAGES.exec(inner.replace(/<[^>]*>/g, ''))?.[1] ?? '';
    return `<li>${escapeHtml(CANNOT_OPEN)}${escapeHtml(pages)}</li>`;
  });
  return html.slice(0, start) + list + html.slice(end);
}

/** A run of text between tags with the closed documents' names and addresses hidden. */
function hiddenText(part: string, links: ReadonlySet<string>, hide: (text: string) => string): string {
  if (part === '') return part;
  const text = unescapeHtml(part);
  let shown = hide(text);
  for (const link of links) if (link) shown = shown.split(link).join('');
  return shown === text ? part : escapeHtml(shown);
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return NAMED[entity.toLowerCase()] ?? whole;
  });
}

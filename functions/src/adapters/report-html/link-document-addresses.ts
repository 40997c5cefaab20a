import { keepReportLink } from '@quarry/contracts/report-html';

/** A web address in running text; where it ends is decided against the report's own links. */
const ADDRESS = /https?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence more often than an address. */
const TRAILING = /[.,;:!?)\]}*_~]$/;
/** Text inside these is already a link, or shown as written. */
const NOT_LINKED = new Set(['A', 'CODE', 'PRE']);

/** The longest start of `candidate` that is one of the report's links, trailing punctuation shed. */
function keptAddress(candidate: string, allowedLinks: ReadonlySet<string>): string | undefined {
  let address = candidate;
  while (address.length > 0) {
    if (keepReportLink(address, allowedLinks)) return address;
    if (!TRAILING.test(address)) return undefined;
    address = address.slice(0, -1);
  }
  return undefined;
}

function linkText(node: Text, allowedLinks: ReadonlySet<string>): void {
  const text = node.data;
  const document = node.ownerDocument;
  const pieces: (string | HTMLAnchorElement)[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = keptAddress(match[0], allowedLinks);
    if (!address) continue;
    pieces.push(text.slice(from, match.index));
    const link = document.createElement('a');
    link.setAttribute('href', address);
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
    link.textContent = address;
    pieces.push(link);
    from = match.index + address.length;
  }
  if (pieces.length === 0) return;
  pieces.push(text.slice(from));
  node.replaceWith(...pieces.filter((piece) => piece !== ''));
}

/**
 * Links the report's own document addresses where they stand as bare text (docs/decisions/web.md), after
 * sanitizing: only within one text node, so never across markup (an address inside escaped HTML stays
 * inside its text), and never inside a link or code. Any other address stays plain text: the link
 * rule would strip its href, and a link without an address is no use to a reader.
 */
export function linkDocumentAddresses(root: Element, allowedLinks: ReadonlySet<string>): void {
  if (allowedLinks.size === 0) return;
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    let inside = node.parentElement;
    while (inside && inside !== root && !NOT_LINKED.has(inside.tagName)) inside = inside.parentElement;
    if (!inside || inside === root) texts.push(node as Text);
  }
  for (const text of texts) linkText(text, allowedLinks);
}

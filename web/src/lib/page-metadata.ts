export const SITE_NAME = 'Quarry';

export type PageMetadata = {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Path of the canonical address, e.g. '/faq'. */
  path: string;
  /** Open-graph type; 'website' unless a page says otherwise. */
  type?: string;
};

export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    // A tag left over from the previous page would describe the wrong page.
    element?.remove();
    return;
  }
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.content = content;
}

function setCanonical(doc: Document, href: string) {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'canonical';
    doc.head.append(link);
  }
  link.href = href;
}

/** Writes the title, description, keywords, open-graph, twitter and canonical tags of one page. */
export function applyPageMetadata(doc: Document, metadata: PageMetadata, origin: string): void {
  const title = pageTitle(metadata.title);
  const url = new URL(metadata.path, origin).href;
  const keywords = metadata.keywords?.length ? metadata.keywords.join(', ') : undefined;
  doc.title = title;
  setMeta(doc, 'name', 'description', metadata.description);
  setMeta(doc, 'name', 'keywords', keywords);
  setMeta(doc, 'property', 'og:title', title);
  setMeta(doc, 'property', 'og:description', metadata.description);
  setMeta(doc, 'property', 'og:url', url);
  setMeta(doc, 'property', 'og:type', metadata.type ?? 'website');
  setMeta(doc, 'name', 'twitter:card', 'summary');
  setMeta(doc, 'name', 'twitter:title', title);
  setMeta(doc, 'name', 'twitter:description', metadata.description);
  setCanonical(doc, url);
}

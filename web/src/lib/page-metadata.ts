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

/** One `<meta>` tag: keyed by `name` (description, twitter) or by `property` (open-graph). */
export type MetaTag = { name: string; content: string } | { property: string; content: string };

export type PageHeadTags = { title: string; meta: MetaTag[]; canonical: string };

export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/** The title, description, keywords, open-graph, twitter and canonical tags of one page. */
export function pageHeadTags(metadata: PageMetadata, origin: string): PageHeadTags {
  const title = pageTitle(metadata.title);
  const url = new URL(metadata.path, origin).href;
  const { description } = metadata;
  const keywords: MetaTag[] = metadata.keywords?.length
    ? [{ name: 'keywords', content: metadata.keywords.join(', ') }]
    : [];
  return {
    title,
    meta: [
      { name: 'description', content: description },
      ...keywords,
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:type', content: metadata.type ?? 'website' },
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
    ],
    canonical: url,
  };
}

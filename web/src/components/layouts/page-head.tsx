import { useLocation } from 'react-router';
import { env } from '@/config/env';
import { type PageMetadata, pageHeadTags } from '@/lib/page-metadata';

/**
 * The page's title and meta tags. React 19 moves `<title>`, `<meta>` and `<link>` into the document
 * head wherever they render, and takes them out when the page goes, so a page's tags never outlive
 * it. The canonical path defaults to the current route's path.
 */
export function PageHead(props: Omit<PageMetadata, 'path'> & { path?: string }) {
  const { pathname } = useLocation();
  const tags = pageHeadTags(
    { ...props, path: props.path ?? pathname },
    env.APP_URL ?? window.location.origin,
  );
  return (
    <>
      <title>{tags.title}</title>
      {tags.meta.map((tag) => (
        <meta key={'name' in tag ? tag.name : tag.property} {...tag} />
      ))}
      <link rel="canonical" href={tags.canonical} />
    </>
  );
}

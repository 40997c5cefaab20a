import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { env } from '@/config/env';
import { applyPageMetadata, type PageMetadata } from '@/lib/page-metadata';

/** Sets the page's metadata; the canonical path defaults to the current route's path. */
export function usePageMetadata(metadata: Omit<PageMetadata, 'path'> & { path?: string }): void {
  const { pathname } = useLocation();
  const { title, description, type } = metadata;
  const path = metadata.path ?? pathname;
  // Callers pass a fresh keywords array on every render; compare it by content.
  const keywords = metadata.keywords?.join('\n');
  useEffect(() => {
    applyPageMetadata(
      document,
      { title, description, type, path, keywords: keywords?.split('\n') },
      env.APP_URL ?? window.location.origin,
    );
  }, [title, description, type, path, keywords]);
}

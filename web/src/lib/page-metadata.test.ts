import { beforeEach, describe, expect, it } from 'vitest';
import { applyPageMetadata } from './page-metadata';

const meta = (key: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content;

beforeEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('applyPageMetadata', () => {
  it('when a page sets its metadata, then title, description, keywords, open-graph, twitter and canonical are written', () => {
    applyPageMetadata(
      document,
      { title: 'FAQ', description: 'Answers.', keywords: ['drive', 'gemini'], path: '/faq' },
      'https://quarry.example',
    );
    expect(document.title).toBe('FAQ | Quarry');
    expect(meta('description')).toBe('Answers.');
    expect(meta('keywords')).toBe('drive, gemini');
    expect(meta('og:title')).toBe('FAQ | Quarry');
    expect(meta('og:description')).toBe('Answers.');
    expect(meta('og:url')).toBe('https://quarry.example/faq');
    expect(meta('og:type')).toBe('website');
    expect(meta('twitter:card')).toBe('summary');
    expect(meta('twitter:title')).toBe('FAQ | Quarry');
    expect(meta('twitter:description')).toBe('Answers.');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      'https://quarry.example/faq',
    );
  });

  it('when a second page sets its metadata, then tags are replaced, not duplicated, and stale keywords go', () => {
    applyPageMetadata(
      document,
      { title: 'FAQ', description: 'A', keywords: ['x'], path: '/faq' },
      'http://h',
    );
    applyPageMetadata(document, { title: 'Contact Us', description: 'B', path: '/contact-us' }, 'http://h');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(meta('description')).toBe('B');
    expect(meta('keywords')).toBeUndefined();
    expect(meta('og:url')).toBe('http://h/contact-us');
  });
});

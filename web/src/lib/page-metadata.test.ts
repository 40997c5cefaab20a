import { describe, expect, it } from 'vitest';
import { pageHeadTags } from './page-metadata';

const content = (tags: ReturnType<typeof pageHeadTags>, key: string) =>
  tags.meta.find((tag) => ('name' in tag ? tag.name : tag.property) === key)?.content;

describe('pageHeadTags', () => {
  it('when a page has metadata, then title, description, keywords, open-graph, twitter and canonical are given', () => {
    const tags = pageHeadTags(
      { title: 'FAQ', description: 'Answers.', keywords: ['drive', 'gemini'], path: '/faq' },
      'https://quarry.example',
    );
    expect(tags.title).toBe('FAQ | Quarry');
    expect(content(tags, 'description')).toBe('Answers.');
    expect(content(tags, 'keywords')).toBe('drive, gemini');
    expect(content(tags, 'og:title')).toBe('FAQ | Quarry');
    expect(content(tags, 'og:description')).toBe('Answers.');
    expect(content(tags, 'og:url')).toBe('https://quarry.example/faq');
    expect(content(tags, 'og:type')).toBe('website');
    expect(content(tags, 'twitter:card')).toBe('summary');
    expect(content(tags, 'twitter:title')).toBe('FAQ | Quarry');
    expect(content(tags, 'twitter:description')).toBe('Answers.');
    expect(tags.canonical).toBe('https://quarry.example/faq');
  });

  it('when a page has no keywords, then it has no keywords tag, and each other tag once', () => {
    const tags = pageHeadTags({ title: 'Contact Us', description: 'B', path: '/contact-us' }, 'http://h');
    const keys = tags.meta.map((tag) => ('name' in tag ? tag.name : tag.property));
    expect(keys).not.toContain('keywords');
    expect(new Set(keys).size).toBe(keys.length);
    expect(content(tags, 'og:url')).toBe('http://h/contact-us');
  });
});

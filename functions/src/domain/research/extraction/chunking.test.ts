import { describe, expect, it } from 'vitest';
import { chunkDocument } from './chunking';

describe('chunkDocument', () => {
  it('when a paged document fits, then it stays one chunk with its page numbers', () => {
    const chunks = chunkDocument(
      {
        text: 'a b',
        pages: [
          { number: 1, text: 'a' },
          { number: 2, text: 'b' },
        ],
      },
      100,
    );
    expect(chunks).toEqual([
      {
        pages: [
          { number: 1, text: 'a' },
          { number: 2, text: 'b' },
        ],
      },
    ]);
  });

  it('when pages exceed the budget, then whole pages are packed into several chunks and a huge page is split keeping its number', () => {
    const pages = [
      { number: 1, text: 'x'.repeat(60) },
      { number: 2, text: 'y'.repeat(60) },
      { number: 3, text: `${'z '.repeat(150)}` },
    ];
    const chunks = chunkDocument({ text: '', pages }, 100);
    expect(chunks.every((c) => (c.pages ?? []).reduce((n, p) => n + p.text.length, 0) <= 100)).toBe(true);
    expect(chunks[0]?.pages?.map((p) => p.number)).toEqual([1]);
    expect(chunks[1]?.pages?.map((p) => p.number)).toEqual([2]);
    expect(chunks.slice(2).flatMap((c) => c.pages?.map((p) => p.number))).toEqual([3, 3, 3, 3]);
    const rebuilt = chunks
      .slice(2)
      .flatMap((c) => c.pages?.map((p) => p.text.trim()) ?? [])
      .join(' ');
    expect(rebuilt.replaceAll(' ', '')).toBe('z'.repeat(150));
  });

  it('when a text without pages is long, then it is cut at paragraph boundaries and nothing is lost', () => {
    const text = Array.from({ length: 10 }, (_, i) => `Paragraph ${i} ${'word '.repeat(10)}`).join('\n\n');
    const chunks = chunkDocument({ text }, 150);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((c) => (c.text ?? '').length <= 150)).toBe(true);
    expect(
      chunks
        .map((c) => c.text)
        .join(' ')
        .replace(/\s+/g, ' '),
    ).toBe(text.replace(/\s+/g, ' ').trim());
  });
});

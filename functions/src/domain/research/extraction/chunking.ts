import type { ReadPage, ReadResult } from '../../../ports/document-reader.port';

/** One model-sized piece of a document: whole pages where the format has them. */
export interface DocumentChunk {
  pages?: ReadPage[];
  text?: string;
}

function splitText(text: string, budget: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > budget) {
    // Cut at a paragraph, else a sentence, else a space, so no passage is torn mid-word.
    const window = rest.slice(0, budget);
    const cut = Math.max(window.lastIndexOf('\n\n'), window.lastIndexOf('. ') + 1, window.lastIndexOf(' '));
    const at = cut > budget / 2 ? cut : budget;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at);
  }
  if (rest.trim()) pieces.push(rest.trim());
  return pieces;
}

/** Splits a read document into chunks of at most `budget` characters, packing whole pages. */
export function chunkDocument(read: ReadResult, budget: number): DocumentChunk[] {
  if (!read.pages || read.pages.length === 0) {
    return splitText(read.text, budget).map((text) => ({ text }));
  }
  const chunks: DocumentChunk[] = [];
  let current: ReadPage[] = [];
  let size = 0;
  const flush = () => {
    if (current.length > 0) chunks.push({ pages: current });
    current = [];
    size = 0;
  };
  for (const page of read.pages) {
    const parts = page.text.length > budget ? splitText(page.text, budget) : [page.text];
    for (const text of parts) {
      if (size + text.length > budget) flush();
      current.push({ number: page.number, text });
      size += text.length;
    }
  }
  flush();
  return chunks;
}

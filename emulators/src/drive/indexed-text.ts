import fs from 'node:fs/promises';
import type { DriveItem } from './catalogue';
import { extractText } from './extract-text';
import { isTextContent } from './mime-types';

/**
 * How much of a file's text full-text search reads: its first 128 Ki characters. Google does not
 * document how much of a file's own text Drive indexes; the one bound it documents on indexed text
 * is contentHints.indexableText, "limited to 128 KB in length" (Drive API File reference, checked
 * 2026-12-06), so the emulator indexes that much of each file and a word past it is not found.
 * It keeps search's memory and time per file bounded whatever the file's size
 * (docs/decisions/emulators.md has the measurements).
 */
export const INDEXED_TEXT_CHARS = 128 * 1024;

/** Larger files are listed and found by name, but their content is not searched. */
const MAX_INDEXED_BYTES = 50 * 1024 * 1024;

/** UTF-8 takes at most 4 bytes a character: this many bytes of a text file hold its first `chars`. */
const BYTES_PER_CHAR = 4;

/**
 * The part of an item's text that full-text search covers: at most `limit` characters, cut before
 * a word the limit would split. Folders, files past MAX_INDEXED_BYTES and unreadable files give ''.
 */
export async function indexedText(item: DriveItem, limit = INDEXED_TEXT_CHARS): Promise<string> {
  if (item.isFolder || item.size > MAX_INDEXED_BYTES) return '';
  try {
    const text = isTextContent(item.contentType)
      ? await leadingBytes(item.absolutePath, limit * BYTES_PER_CHAR)
      : await extractText(await fs.readFile(item.absolutePath), item.contentType, limit);
    return cutAt(text, limit);
  } catch {
    return '';
  }
}

/** A text file's first `bytes` bytes as text: a large CSV is not read whole to index its start. */
async function leadingBytes(file: string, bytes: number): Promise<string> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.toString('utf8', 0, bytesRead);
  } finally {
    await handle.close();
  }
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

/** The first `limit` characters, less the start of a word the cut would split. */
export function cutAt(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let end = limit;
  if (WORD_CHAR.test(text[limit]!)) while (end > 0 && WORD_CHAR.test(text[end - 1]!)) end--;
  return text.slice(0, end);
}

import fs from 'node:fs/promises';
import type { DriveItem } from './catalogue';
import { extractText } from './extract-text';
import { wordsOf } from './query-match';

/** Larger files are listed and found by name, but their content is not searched. */
const MAX_INDEXED_BYTES = 50 * 1024 * 1024;

interface Indexed {
  text: string;
  words: string[];
}

/**
 * The searchable text of each file version, extracted once and cached by content hash, so a
 * search reads a file only after it changed. A file that cannot be read indexes as empty text.
 */
export class TextIndex {
  private readonly cache = new Map<string, Promise<Indexed>>();

  text(item: DriveItem): Promise<string> {
    return this.indexed(item).then((entry) => entry.text);
  }

  /** The words of each item's name and content, keyed by id, for evaluating fullText terms. */
  async wordsFor(items: DriveItem[]): Promise<Map<string, { name: string[]; content: string[] }>> {
    const entries = await Promise.all(
      items.map(
        async (item) =>
          [item.id, { name: wordsOf(item.name), content: (await this.indexed(item)).words }] as const,
      ),
    );
    return new Map(entries);
  }

  private indexed(item: DriveItem): Promise<Indexed> {
    if (item.isFolder || item.size > MAX_INDEXED_BYTES) return Promise.resolve({ text: '', words: [] });
    const key = `${item.md5}:${item.contentType}`;
    let entry = this.cache.get(key);
    if (!entry) {
      entry = fs
        .readFile(item.absolutePath)
        .then((bytes) => extractText(bytes, item.contentType))
        .catch(() => '')
        .then((text) => ({ text, words: wordsOf(text) }));
      this.cache.set(key, entry);
    }
    return entry;
  }
}

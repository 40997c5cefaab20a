import fs from 'node:fs/promises';
import type { DriveItem } from './catalogue';
import { extractText } from './extract-text';
import { INDEXED_TEXT_CHARS, indexedText } from './indexed-text';
import { hasPhrase, wordsOf } from './query-match';
import { TermDictionary } from './term-set';
import { TextCache } from './text-cache';

/**
 * What full-text search knows of each file version: the distinct words of its indexed text
 * (indexed-text.ts), kept as a compact set by content hash, so a search reads a file only after it
 * changed. The text itself is kept on disk (text-cache.ts), read back only to check a phrase's
 * word order. Files are read one at a time, so a first search over a large drive holds one file's
 * parse at once, not the drive's.
 */
export class TextIndex {
  private readonly terms = new Map<string, Promise<Uint32Array>>();
  private readonly dictionary = new TermDictionary();
  /** The extraction under way; the next waits for it. */
  private lane: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly cache = new TextCache(),
    private readonly limit = INDEXED_TEXT_CHARS,
  ) {}

  /** The file's whole text, for the web view (read again each time: a person views one file). */
  async text(item: DriveItem): Promise<string> {
    if (item.isFolder) return '';
    return extractText(await fs.readFile(item.absolutePath), item.contentType).catch(() => '');
  }

  /** The text full-text search covers (at most the limit), from the disk cache when extracted before. */
  async indexedText(item: DriveItem): Promise<string> {
    const key = this.cache.key(item.md5, item.contentType, this.limit);
    const cached = await this.cache.read(key);
    if (cached !== undefined) return cached;
    const extracted = this.lane.then(() => indexedText(item, this.limit));
    this.lane = extracted.catch(() => undefined);
    const text = await extracted;
    await this.cache.write(key, text);
    return text;
  }

  /**
   * For each item (by id), which of `phrases` (each a sequence of lower-case words) its indexed
   * text holds in that order, each phrase as its words joined by a space.
   */
  async phrasesIn(items: DriveItem[], phrases: string[][]): Promise<Map<string, Set<string>>> {
    const found = new Map<string, Set<string>>();
    for (const item of items) found.set(item.id, await this.phrasesOf(item, phrases));
    return found;
  }

  private async phrasesOf(item: DriveItem, phrases: string[][]): Promise<Set<string>> {
    const terms = await this.termsOf(item);
    const found = new Set<string>();
    let words: string[] | undefined;
    for (const phrase of phrases) {
      if (!phrase.every((word) => this.dictionary.has(terms, word))) continue;
      if (phrase.length > 1) {
        words ??= wordsOf(await this.indexedText(item));
        if (!hasPhrase(words, phrase)) continue;
      }
      found.add(phrase.join(' '));
    }
    return found;
  }

  private termsOf(item: DriveItem): Promise<Uint32Array> {
    if (item.isFolder) return Promise.resolve(new Uint32Array());
    const key = `${item.md5}:${item.contentType}`;
    let entry = this.terms.get(key);
    if (!entry) {
      entry = this.indexedText(item).then((text) => this.dictionary.setOf(wordsOf(text)));
      // A failure is not kept: the next search reads the file again.
      entry.catch(() => this.terms.delete(key));
      this.terms.set(key, entry);
    }
    return entry;
  }
}

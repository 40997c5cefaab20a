/**
 * The distinct words of many texts, kept compactly: each word once in a dictionary, and each text
 * as a sorted array of word numbers (4 bytes a distinct word), not as its words or its text.
 */
export class TermDictionary {
  private readonly ids = new Map<string, number>();

  /** The sorted, distinct numbers of `words`, numbering the words not seen before. */
  setOf(words: Iterable<string>): Uint32Array {
    const numbers = new Set<number>();
    for (const word of words) {
      let id = this.ids.get(word);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(word, id);
      }
      numbers.add(id);
    }
    return Uint32Array.from(numbers).sort();
  }

  /** Whether a set made by setOf holds `word`. */
  has(set: Uint32Array, word: string): boolean {
    const id = this.ids.get(word);
    if (id === undefined) return false;
    let low = 0;
    let high = set.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = set[middle]!;
      if (at === id) return true;
      if (at < id) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }
}

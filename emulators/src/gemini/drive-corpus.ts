import { DriveCatalogue } from '../drive/catalogue';
import { TextCache } from '../drive/text-cache';
import { TextIndex } from '../drive/text-index';
import { type CorpusStats, corpusCounter } from './corpus-stats';

/** Below this many readable files, a drive says too little about which words are common. */
export const MIN_CORPUS_DOCUMENTS = 5;

/**
 * Document frequencies over the text of every file in the emulator's drive folder (all accounts,
 * trash left out), read as the Drive emulator reads them for full-text search (as much of each file
 * as it indexes, one file at a time, counted as read). Rarity measured over
 * a whole drive tells a common word ("report", "Northwind") from a telling one ("insolvency"),
 * which one document alone cannot. Computed once, on first use; undefined when the folder holds
 * fewer than MIN_CORPUS_DOCUMENTS readable files, so callers fall back to the prompt's own text.
 */
export class DriveCorpus {
  private loaded: Promise<CorpusStats | undefined> | undefined;

  constructor(
    private readonly driveDir: string,
    /** The emulators' state folder, whose text cache the Drive emulator's search fills. */
    private readonly stateDir?: string,
  ) {}

  stats(): Promise<CorpusStats | undefined> {
    this.loaded ??= this.load().catch(() => undefined);
    return this.loaded;
  }

  private async load(): Promise<CorpusStats | undefined> {
    const catalogue = new DriveCatalogue(this.driveDir);
    const index = new TextIndex(new TextCache(this.stateDir));
    const counter = corpusCounter();
    for (const email of await catalogue.accounts()) {
      const files = (await catalogue.items(email)).filter((item) => !item.isFolder && !item.trashed);
      for (const file of files) {
        const text = await index.indexedText(file);
        if (text.trim() !== '') counter.add(text);
      }
    }
    const stats = counter.stats();
    return stats.documents >= MIN_CORPUS_DOCUMENTS ? stats : undefined;
  }
}

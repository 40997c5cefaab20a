/**
 * Small documents share an extraction call (docs/architecture/reading-economy.md): whole documents, in the order they
 * were picked, go into one call until the next would pass its content budget or its document limit;
 * a document too large to share (over `shareUpToChars`) is asked alone, chunked as before. The run
 * packs read documents with `Packer`; the estimate counts the calls a run will make with `plannedCalls`,
 * the same rules over the sizes Drive gives, so the two agree.
 */
export interface PackingRules {
  /** Most document text one packed call carries, in characters. */
  budgetChars: number;
  /** Most documents one packed call carries. */
  maxDocuments: number;
  /** Documents longer than this are asked alone (and chunked when over the prompt budget). */
  shareUpToChars: number;
}

/** Packing off: every document is asked alone, as before the change docs/decisions/performance.md records (the bench's baseline). */
export const UNPACKED: PackingRules = { budgetChars: 0, maxDocuments: 1, shareUpToChars: 0 };

/** Whether a document of `chars` characters may share a call under `rules`. */
export function mayShare(chars: number, rules: PackingRules): boolean {
  return rules.maxDocuments > 1 && chars <= rules.shareUpToChars && chars <= rules.budgetChars;
}

/**
 * Collects small documents into packs, in order. `add` returns the pack the document closed (the
 * pack so far, when the document would not fit in it), `flush` the last one. A pack of one document
 * is asked as a single document (the same call as unpacked).
 */
export class Packer<D> {
  private current: D[] = [];
  private chars = 0;

  constructor(private readonly rules: PackingRules) {}

  /**
   * Adds a document that may share; returns the packs it closed, in order (usually none): the pack
   * it did not fit in, and its own once it holds the most documents a call may. A pack full by its
   * count goes at once, not when the next document is read (the first call of a run waited 18-35 ms
   * for its 21st document).
   */
  add(document: D, chars: number): D[][] {
    const closed: D[][] = [];
    if (this.current.length > 0 && this.chars + chars > this.rules.budgetChars) closed.push(this.take());
    this.current.push(document);
    this.chars += chars;
    if (this.current.length >= this.rules.maxDocuments) closed.push(this.take());
    return closed;
  }

  /** The pack being filled, closed now (undefined when empty). */
  flush(): D[] | undefined {
    return this.current.length === 0 ? undefined : this.take();
  }

  private take(): D[] {
    const pack = this.current;
    this.current = [];
    this.chars = 0;
    return pack;
  }

  get pending(): number {
    return this.current.length;
  }
}

/** A document as the plan sees it: its text's length, and the kind of call it needs. */
export interface PlannedDocument {
  chars: number;
  /**
   * Documents of different kinds never share a call (Google files and uploads are asked with
   * different instructions and models): the run fills one pack per kind, and so does the plan.
   */
  kind: string;
}

/**
 * How many extraction calls these documents (in order) take: packs of small ones, one pack filling
 * per kind, and one call per chunk of each large one (`chunkChars`: the prompt budget a chunk fills).
 */
export function plannedCalls(
  documents: readonly PlannedDocument[],
  rules: PackingRules,
  chunkChars: number,
): number {
  const packers = new Map<string, Packer<number>>();
  let calls = 0;
  for (const { chars, kind } of documents) {
    if (!mayShare(chars, rules)) {
      calls += Math.max(1, Math.ceil(chars / chunkChars));
      continue;
    }
    const packer = packers.get(kind) ?? new Packer<number>(rules);
    packers.set(kind, packer);
    calls += packer.add(chars, chars).length;
  }
  for (const packer of packers.values()) if (packer.flush()) calls++;
  return calls;
}

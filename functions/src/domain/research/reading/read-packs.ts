import type { ReadResult } from '../../../ports/document-reader.port';
import type { DriveFile } from '../../../ports/drive.port';
import { chunkDocument } from '../extraction/chunking';
import {
  chunkChars,
  type ExtractionContext,
  type ExtractionOutcome,
  instructionOf,
} from '../extraction/extract-document';
import { answerPack, type PackMember } from '../extraction/extract-pack';
import { finalAdmission } from '../extraction/reading-budget';
import type { AdaptiveLimit } from '../model/adaptive-limit';
import { mayShare, Packer, type PackingRules } from './packing';
import type { ReadingGate } from './reading-gate';

/** A document to ask the model about, with where its outcome goes in the run's order. */
export interface Asked extends PackMember {
  index: number;
  read: ReadResult;
}

/** What the packed reading hands each outcome to: the cache, the checkpoint, the progress. */
export interface PackedReading {
  ctx: ExtractionContext;
  limit: AdaptiveLimit;
  gate: ReadingGate;
  /** A document's outcome, once its call ended (or it was refused one). */
  finish: (index: number, outcome: ExtractionOutcome, fromModel: boolean) => Promise<void>;
  /** A document asked alone: chunked when large (answerDocument). */
  alone: (index: number, file: DriveFile, read: ReadResult) => Promise<void>;
}

/** The most documents read at once for packs (each a Drive metadata call and a download). */
export const MAX_READ_AHEAD = 64;

/**
 * How far reading runs ahead of the model: a pack for each call in flight, so each freed slot finds
 * its next pack read, at most MAX_READ_AHEAD documents (measured in docs/decisions/reading-economy.md).
 * Unpacked, as before: as many documents as are asked at once.
 */
export function readAheadDepth(current: number, rules: PackingRules): number {
  return rules.maxDocuments > 1 ? Math.min(MAX_READ_AHEAD, current * rules.maxDocuments) : current;
}

/**
 * How many documents are read at once: a pack's worth (at least one per call in flight). All of the
 * read-ahead at once made the first pack wait for every document started with it: its call went
 * out after 55 ms instead of 28 ms at 100 documents, and reading kept up as well at 2,000 (`npm run
 * bench`, docs/decisions/performance.md).
 */
export function readsAtOnce(current: number, rules: PackingRules): number {
  return Math.max(current, rules.maxDocuments);
}

/**
 * Forms packs of small documents as they are read, in order (one packer per instruction: Google
 * files and uploads are asked with different instructions and models), and sends each closed pack,
 * or a document that does not share, to the model, as many calls at once as `limit` allows.
 */
export class PackDispatcher {
  private readonly packers: Record<ReturnType<typeof instructionOf>, Packer<Asked>>;
  private readonly inFlight = new Set<Promise<void>>();
  private failure: { error: unknown } | undefined;
  private stop: (error: unknown) => void = () => {};
  /** Rejects with the first error a call met (quota exhausted, a refused key, Stop, lease lost). */
  readonly failed = new Promise<never>((_resolve, reject) => {
    this.stop = reject;
  });

  constructor(
    private readonly reading: PackedReading,
    private readonly rules: PackingRules,
  ) {
    this.failed.catch(() => {});
    this.packers = { extractionPhase: new Packer(rules), nonNativeExtractionPhase: new Packer(rules) };
  }

  get stopped(): boolean {
    return this.failure !== undefined;
  }

  /** A read document: asked alone when large, else added to its kind's pack (which may close one). */
  async add(index: number, file: DriveFile, read: ReadResult): Promise<void> {
    const chunks = chunkDocument(read, this.reading.ctx.deps.promptBudgetChars);
    const chunk = chunks[0];
    const chars = chunk ? chunkChars(chunk) : 0;
    // A document of more than one chunk, or of none (no text: no call), is asked alone as before.
    if (chunks.length !== 1 || !chunk || !mayShare(chars, this.rules)) {
      await this.send(() => this.reading.alone(index, file, read));
      return;
    }
    for (const closed of this.packers[instructionOf(file)].add({ index, file, read, chunk }, chars)) {
      await this.send(() => this.ask(closed));
    }
  }

  /** Sends the packs still filling, then waits for every call. */
  async finish(): Promise<void> {
    for (const packer of Object.values(this.packers)) {
      const last = packer.flush();
      if (last) await this.send(() => this.ask(last));
    }
    await Promise.all(this.inFlight);
  }

  /** Resolves once every call already sent has ended, however it ends. */
  async settled(): Promise<void> {
    await Promise.allSettled(this.inFlight);
  }

  /** Starts a call once `limit` has room; a call that throws stops the run. */
  private async send(call: () => Promise<void>): Promise<void> {
    const { limit } = this.reading;
    await limit.acquire();
    if (this.failure) {
      limit.release();
      return;
    }
    const running: Promise<void> = call()
      .then(
        () => limit.succeeded(),
        (error: unknown) => {
          this.failure ??= { error };
          this.stop(error);
        },
      )
      .finally(() => {
        limit.release();
        this.inFlight.delete(running);
      });
    this.inFlight.add(running);
  }

  /** One pack: one call when the budget admits it; documents it missed are asked again alone. */
  private async ask(pack: Asked[]): Promise<void> {
    const { ctx, gate, finish, alone } = this.reading;
    const [only] = pack;
    if (pack.length === 1 && only) return alone(only.index, only.file, only.read);
    const inputChars = pack.reduce((sum, member) => sum + chunkChars(member.chunk), 0);
    const admission = await finalAdmission(gate, { documents: pack.length, inputChars }, ctx.signal);
    if (!admission.admitted) {
      for (const member of pack) {
        await finish(member.index, { file: member.file, status: 'failed', reason: admission.reason }, false);
      }
      return;
    }
    // The call's worst case is held until its cost is recorded (the tally has it once it is answered).
    const { answered, again } = await answerPack(ctx, pack).finally(() => admission.done?.());
    const indexOf = new Map(pack.map((member) => [member.file.id, member.index]));
    for (const outcome of answered) await finish(indexOf.get(outcome.file.id) ?? -1, outcome, true);
    for (const member of again) await alone(member.index, member.file, member.read);
  }
}

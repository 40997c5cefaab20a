import { isArrayBuffer } from 'node:util/types';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { DocumentReadError, type ReadResult } from '../../ports/document-reader.port';
import type { ParseTask } from './parse-bytes';
import type { ParseAnswer, ParseMessage } from './parse-worker';

/**
 * Where the thread's code is: beside this file when run from sources (through tsx), or at its own
 * entry of the deployed bundle (functions/build.ts), which this module reaches from its chunk.
 */
function workerUrl(): URL {
  const here = import.meta.url;
  return here.endsWith('.ts')
    ? new URL('./parse-worker-source.mjs', here)
    : new URL('../adapters/parsers/parse-worker.js', here);
}

/**
 * What one parsing thread may hold (docs/decisions/performance.md, "Parsing threads are bounded"):
 * without a bound each thread's heap sizes itself from the machine's memory, and two threads past
 * a few large spreadsheets held a 1 GiB worker near its limit. 256 MB of old space parses every
 * realistic document (a 10 MB CSV, a 20,000-row workbook); a young generation of 16 MB keeps the
 * garbage of parsing from piling up between collections. A document that needs more fails alone,
 * with its reason, instead of the whole worker.
 */
export const THREAD_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16 } as const;

/** A thread that stopped before its code had loaded: threads cannot be used here. */
export class ThreadStartError extends Error {}

/**
 * One parsing thread, one document at a time. The bytes are handed over, not copied, when the
 * buffer is theirs alone (a download's is); a thread that dies fails the document it held with a
 * reader's refusal, and is not used again; one that dies before its code has loaded fails it
 * with a ThreadStartError instead, so the document can be parsed elsewhere.
 */
export class ParseThread {
  private readonly worker: Worker;
  private job: { resolve: (result: ReadResult) => void; reject: (error: Error) => void } | undefined;
  private stopped = false;
  private ready = false;
  /** A document given before the thread's code had loaded: handed over once it has. */
  private waiting: ParseTask | undefined;

  constructor(url: URL = workerUrl(), resourceLimits: ResourceLimits = THREAD_LIMITS) {
    this.worker = new Worker(url, { resourceLimits });
    // An idle thread does not keep the process alive; a busy one does, until its answer.
    this.worker.unref();
    this.worker.on('message', (answer: ParseAnswer) => this.settle(answer));
    this.worker.on('error', (error: Error & { code?: string }) =>
      this.die(error.message, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resourceLimits : undefined),
    );
    this.worker.on('exit', (code) => this.die(`exit code ${code}`));
  }

  get alive(): boolean {
    return !this.stopped;
  }

  run(task: ParseTask): Promise<ReadResult> {
    if (this.job || this.stopped) return Promise.reject(new Error('The parsing thread is not free'));
    return new Promise<ReadResult>((resolve, reject) => {
      this.job = { resolve, reject };
      this.worker.ref();
      // Bytes handed over are gone from this thread: only a thread that has loaded gets them, so a
      // document whose thread could not start is still whole to be parsed elsewhere.
      if (this.ready) this.post(task);
      else this.waiting = task;
    });
  }

  private post(task: ParseTask): void {
    const bytes = handedOver(task.bytes);
    this.worker.postMessage({ ...task, bytes } satisfies ParseMessage, [bytes.buffer]);
  }

  async close(): Promise<void> {
    this.stopped = true;
    await this.worker.terminate();
  }

  private settle(answer: ParseAnswer): void {
    if ('ready' in answer) {
      this.ready = true;
      if (this.waiting) this.post(this.waiting);
      this.waiting = undefined;
      return;
    }
    const job = this.job;
    this.job = undefined;
    this.worker.unref();
    if (!job) return;
    if ('result' in answer) job.resolve(answer.result);
    else if ('reason' in answer) job.reject(new DocumentReadError(answer.reason));
    else job.reject(new Error(answer.message));
  }

  /** `outOfMemory`: the limits the document's parsing outgrew, so its reason says so. */
  private die(why: string, outOfMemory?: ResourceLimits): void {
    this.stopped = true;
    const job = this.job;
    this.job = undefined;
    this.waiting = undefined;
    if (!job) return;
    if (!this.ready) job.reject(new ThreadStartError(`The parsing thread could not start (${why})`));
    else if (outOfMemory) job.reject(tooLargeToParse(outOfMemory));
    else job.reject(new DocumentReadError(`The file could not be read: the parser stopped (${why})`));
  }
}

function tooLargeToParse(limits: ResourceLimits): DocumentReadError {
  return new DocumentReadError(
    `The file is too large to read: parsing it needs more than the ${limits.maxOldGenerationSizeMb} MB one document may use`,
  );
}

/**
 * The bytes as a view of a buffer the thread can take: the download's own when the Buffer holds
 * all of it, otherwise a copy (a small Buffer may share Node's pool with others).
 */
function handedOver(bytes: Buffer): Uint8Array<ArrayBuffer> {
  const { buffer } = bytes;
  if (isArrayBuffer(buffer) && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength) {
    return new Uint8Array(buffer);
  }
  return new Uint8Array(bytes);
}

import { isArrayBuffer } from 'node:util/types';
import { Worker } from 'node:worker_threads';
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

  constructor(url: URL = workerUrl()) {
    this.worker = new Worker(url);
    // An idle thread does not keep the process alive; a busy one does, until its answer.
    this.worker.unref();
    this.worker.on('message', (answer: ParseAnswer) => this.settle(answer));
    this.worker.on('error', (error) => this.die(error.message));
    this.worker.on('exit', (code) => this.die(`exit code ${code}`));
  }

  get alive(): boolean {
    return !this.stopped;
  }

  run(task: ParseTask): Promise<ReadResult> {
    if (this.job || this.stopped) return Promise.reject(new Error('The parsing thread is not free'));
    const bytes = handedOver(task.bytes);
    return new Promise<ReadResult>((resolve, reject) => {
      this.job = { resolve, reject };
      this.worker.ref();
      this.worker.postMessage({ ...task, bytes } satisfies ParseMessage, [bytes.buffer]);
    });
  }

  async close(): Promise<void> {
    this.stopped = true;
    await this.worker.terminate();
  }

  private settle(answer: ParseAnswer): void {
    if ('ready' in answer) {
      this.ready = true;
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

  private die(why: string): void {
    this.stopped = true;
    const job = this.job;
    this.job = undefined;
    job?.reject(
      this.ready
        ? new DocumentReadError(`The file could not be read: the parser stopped (${why})`)
        : new ThreadStartError(`The parsing thread could not start (${why})`),
    );
  }
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

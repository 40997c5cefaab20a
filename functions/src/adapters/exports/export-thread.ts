import { Worker } from 'node:worker_threads';
import type { ExportFormat } from '@quarry/contracts/exports';
import type { ExportWriter } from '../../domain/reports/export/export-report';
import type { ExportAnswer, ExportTask } from './export-worker';

/**
 * Where the thread's code is: beside this file when run from sources (through tsx), or at its own
 * entry of the deployed bundle (functions/build.ts), which this module reaches from its chunk.
 */
function workerUrl(): URL {
  const here = import.meta.url;
  return here.endsWith('.ts')
    ? new URL('./export-worker-source.mjs', here)
    : new URL('../adapters/exports/export-worker.js', here);
}

/**
 * Writes exports on one thread of their own, started on the first export and kept (docs/architecture/exports.md, docs/decisions/exports.md): the API's event loop only sends the report and receives the bytes. Files
 * are written one after another; a thread that dies fails the exports it held, and the next
 * export starts a new one.
 */
export class ExportThread {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (bytes: Buffer) => void; reject: (error: Error) => void }
  >();

  writer(format: ExportFormat): ExportWriter {
    return (draft) =>
      new Promise<Buffer>((resolve, reject) => {
        const id = this.nextId++;
        this.pending.set(id, { resolve, reject });
        this.thread().postMessage({ id, format, draft } satisfies ExportTask);
      });
  }

  /** Stops the thread (tests, shutdown); exports in flight fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(workerUrl());
    // An idle thread does not keep the process alive.
    worker.unref();
    worker.on('message', (answer: ExportAnswer) => {
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (!waiting) return;
      if ('error' in answer) waiting.reject(new Error(`The export could not be written: ${answer.error}`));
      else
        waiting.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, waiting] of this.pending) {
        this.pending.delete(id);
        waiting.reject(error);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The export thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}

import { parentPort } from 'node:worker_threads';
import { DocumentReadError, type ReadResult } from '../../ports/document-reader.port';
import { type ParseTask, parseBytes } from './parse-bytes';

/** What a parsing thread is sent: the task, its bytes as a view of the buffer handed over to it. */
export type ParseMessage = Omit<ParseTask, 'bytes'> & { bytes: Uint8Array };

/**
 * The thread's answer: the result, a reader's refusal (its reason), or any other failure's message;
 * and once, when its code has loaded, that it is ready.
 */
export type ParseAnswer = { result: ReadResult } | { reason: string } | { message: string } | { ready: true };

/**
 * A parsing thread (parse-thread.ts starts it): one document at a time, with the same parsers as
 * the reader's own thread, so the process's event loop only hands the bytes over and takes the
 * result back (docs/decisions/performance.md).
 */
parentPort?.on('message', async (task: ParseMessage) => {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  let answer: ParseAnswer;
  try {
    answer = { result: await parseBytes({ ...task, bytes }) };
  } catch (error) {
    answer =
      error instanceof DocumentReadError
        ? { reason: error.reason }
        : { message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});

parentPort?.postMessage({ ready: true } satisfies ParseAnswer);

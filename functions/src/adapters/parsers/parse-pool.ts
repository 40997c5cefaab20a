import { availableParallelism } from 'node:os';
import type { ReadResult } from '../../ports/document-reader.port';
import { type Parser, type ParseTask, parseBytes } from './parse-bytes';
import { ParseThread, ThreadStartError } from './parse-thread';

interface Waiting {
  task: ParseTask;
  resolve: (result: ReadResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Parses documents on a few threads of their own, so a run's downloads and its event loop go on
 * while PDF, Word, Excel and CSV files are parsed (docs/decisions/performance.md). As many threads
 * as the machine has CPUs, at most `maxThreads`, each started when first needed and kept while
 * documents keep coming (idle, it does not keep the process alive); one idle for IDLE_MS is stopped,
 * so its heap goes back to the process while a run writes its report (docs/decisions/performance.md,
 * "The 1 GiB worker at 10,000 realistic documents"). Documents past the threads wait their turn. A thread that dies
 * fails its own document only and is replaced. Where no thread can be started at all (or none
 * can load its code), documents are parsed in this thread, as before.
 */
/** How long a thread may stay idle before it is stopped: longer than a gap between a run's documents. */
export const IDLE_MS = 10_000;

export class ParsePool implements Parser {
  private readonly size: number;
  private readonly idle: ParseThread[] = [];
  private readonly idleTimers = new Map<ParseThread, NodeJS.Timeout>();
  private readonly queue: Waiting[] = [];
  private running = 0;
  private inThread = false;

  constructor(
    maxThreads: number,
    private readonly startThread: () => ParseThread = () => new ParseThread(),
    private readonly idleMs = IDLE_MS,
  ) {
    this.size = Math.max(0, Math.min(maxThreads, availableParallelism()));
    this.inThread = this.size === 0;
  }

  parse(task: ParseTask): Promise<ReadResult> {
    if (this.inThread) return parseBytes(task);
    return new Promise<ReadResult>((resolve, reject) => {
      this.queue.push({ task, resolve, reject });
      this.next();
    });
  }

  /** Stops every idle thread (tests, shutdown); documents being parsed finish first. */
  async close(): Promise<void> {
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    await Promise.all(this.idle.splice(0).map((thread) => thread.close()));
  }

  private next(): void {
    while (this.queue.length > 0) {
      const thread = this.takeIdle() ?? (this.running < this.size ? this.start() : undefined);
      if (!thread) return;
      this.run(thread, this.queue.shift() as Waiting);
    }
  }

  private takeIdle(): ParseThread | undefined {
    const thread = this.idle.pop();
    if (thread) {
      clearTimeout(this.idleTimers.get(thread));
      this.idleTimers.delete(thread);
    }
    return thread;
  }

  /** A thread back from a document: kept for the next one, and stopped if none comes within idleMs. */
  private rest(thread: ParseThread): void {
    this.idle.push(thread);
    const timer = setTimeout(() => {
      this.idleTimers.delete(thread);
      const at = this.idle.indexOf(thread);
      if (at >= 0) this.idle.splice(at, 1);
      void thread.close();
    }, this.idleMs);
    timer.unref();
    this.idleTimers.set(thread, timer);
  }

  private start(): ParseThread | undefined {
    try {
      return this.startThread();
    } catch {
      this.fallBack();
      return undefined;
    }
  }

  /** Worker threads are not available here: parse in this thread from now on. */
  private fallBack(): void {
    this.inThread = true;
    for (const waiting of this.queue.splice(0)) {
      parseBytes(waiting.task).then(waiting.resolve, waiting.reject);
    }
  }

  private run(thread: ParseThread, waiting: Waiting): void {
    this.running++;
    const parsed = thread.run(waiting.task).catch((error: unknown) => {
      if (!(error instanceof ThreadStartError)) throw error;
      this.fallBack();
      return parseBytes(waiting.task);
    });
    parsed.then(waiting.resolve, waiting.reject).finally(() => {
      this.running--;
      if (thread.alive) this.rest(thread);
      this.next();
    });
  }
}

let shared: ParsePool | undefined;

/**
 * The process's one pool: threads are the process's CPUs, so every reader the process composes
 * (local mode's and the tests' stacks, several in one process) shares them rather than starting
 * threads of its own. The first caller's size holds.
 */
export function sharedParsePool(maxThreads: number): ParsePool {
  shared ??= new ParsePool(maxThreads);
  return shared;
}

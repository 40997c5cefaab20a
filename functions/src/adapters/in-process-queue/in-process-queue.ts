import type { JobQueue } from '../../ports/job-queue.port';

export type JobHandler = (executionId: string) => Promise<void>;

/**
 * The local JobQueue: runs each enqueued execution in this process, a few at a time, in order.
 * Nothing is kept across a restart on purpose: executions live in the store, and the tick re-queues
 * any whose lease ran out, exactly as it does for a lost Pub/Sub message in the cloud.
 */
export class InProcessQueue implements JobQueue {
  private readonly waiting: string[] = [];
  private readonly active = new Set<string>();
  private readonly idleWaiters: (() => void)[] = [];
  private handler: JobHandler | undefined;
  private stopped = false;

  constructor(
    private readonly concurrency: number,
    private readonly onError: (executionId: string, error: unknown) => void,
  ) {}

  /** The worker; set once composition has built it (it needs the queue itself to continue runs). */
  handle(handler: JobHandler): void {
    this.handler = handler;
    this.pump();
  }

  async enqueue(executionId: string): Promise<void> {
    if (this.stopped || this.waiting.includes(executionId)) return;
    this.waiting.push(executionId);
    this.pump();
  }

  /** Resolves once nothing is waiting or running (tests, and a graceful stop). */
  async idle(): Promise<void> {
    if (this.waiting.length === 0 && this.active.size === 0) return;
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  /** Takes no new work; what runs finishes (or is recovered by the tick after a hard stop). */
  stop(): void {
    this.stopped = true;
    this.waiting.length = 0;
  }

  private pump(): void {
    const handler = this.handler;
    if (!handler) return;
    while (this.active.size < this.concurrency && this.waiting.length > 0) {
      const index = this.waiting.findIndex((id) => !this.active.has(id));
      if (index < 0) break;
      const [executionId] = this.waiting.splice(index, 1) as [string];
      this.active.add(executionId);
      handler(executionId)
        .catch((error: unknown) => this.onError(executionId, error))
        .finally(() => {
          this.active.delete(executionId);
          this.pump();
          if (this.waiting.length === 0 && this.active.size === 0) {
            for (const resolve of this.idleWaiters.splice(0)) resolve();
          }
        });
    }
  }
}

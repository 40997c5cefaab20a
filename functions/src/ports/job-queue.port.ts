/**
 * Hands a report execution to a worker (DESIGN section 5): Pub/Sub in the cloud, an in-process
 * queue locally. Delivery is at least once; the worker's claim makes a repeat harmless.
 */
export interface JobQueue {
  enqueue(executionId: string): Promise<void>;
}

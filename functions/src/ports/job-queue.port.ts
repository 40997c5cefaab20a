/**
 * Hands work to a worker by its id (docs/architecture/runs.md): a report execution, or an account job
 * (section 21), each on a queue of its own. Pub/Sub in the cloud, an in-process queue locally.
 * Delivery is at least once; the worker's claim makes a repeat harmless.
 */
export interface JobQueue {
  enqueue(id: string): Promise<void>;
}

// Pub/Sub alone, not the whole of googleapis (about 100 MB more in every process).
import { auth, pubsub, type pubsub_v1 } from 'googleapis/build/src/apis/pubsub/index.js';
import type { JobQueue } from '../../ports/job-queue.port';

/** The Pub/Sub topic `reportWorker` subscribes to (index.ts). */
export const EXECUTIONS_TOPIC = 'report-executions';

/**
 * The cloud JobQueue: publishes `{executionId}` to the report-executions topic with the function's
 * own credentials. Pub/Sub delivers at least once; the worker's claim makes repeats harmless.
 * With `emulatorHost` (PUBSUB_EMULATOR_HOST) it publishes there over plain HTTP without
 * credentials, as Google's own client libraries do.
 */
export class PubSubQueue implements JobQueue {
  private readonly pubsub: pubsub_v1.Pubsub;

  constructor(
    private readonly projectId: string,
    emulatorHost?: string,
  ) {
    this.pubsub = emulatorHost
      ? pubsub({ version: 'v1', rootUrl: `http://${emulatorHost}/` })
      : pubsub({
          version: 'v1',
          auth: new auth.GoogleAuth({ scopes: ['https://www.googleapis.com/auth/pubsub'] }),
        });
  }

  async enqueue(executionId: string): Promise<void> {
    const data = Buffer.from(JSON.stringify({ executionId })).toString('base64');
    await this.pubsub.projects.topics.publish({
      topic: `projects/${this.projectId}/topics/${EXECUTIONS_TOPIC}`,
      requestBody: { messages: [{ data }] },
    });
  }
}

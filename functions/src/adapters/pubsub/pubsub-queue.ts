import type { ClientConfig, Topic } from '@google-cloud/pubsub';
import { OAuth2Client } from 'google-auth-library';
import type { ClientOptions } from 'google-gax';
import type { JobQueue } from '../../ports/job-queue.port';

/** The Pub/Sub topic `reportWorker` subscribes to (index.ts). */
export const EXECUTIONS_TOPIC = 'report-executions';
/** The Pub/Sub topic `accountWorker` subscribes to (index.ts): `{jobId}` of an account job. */
export const ACCOUNT_JOBS_TOPIC = 'account-jobs';

/** Each topic's message: the id under the name its worker reads. */
const MESSAGE_FIELD = { [EXECUTIONS_TOPIC]: 'executionId', [ACCOUNT_JOBS_TOPIC]: 'jobId' } as const;
export type QueueTopic = keyof typeof MESSAGE_FIELD;

/**
 * The cloud JobQueue: publishes `{executionId}` to the report-executions topic (or `{jobId}` to
 * account-jobs) with the function's own credentials, through Google's Pub/Sub client (@google-cloud/pubsub). Pub/Sub delivers at
 * least once; the worker's claim makes repeats harmless.
 *
 * The client speaks REST (`fallback: true`), in the cloud and against `emulatorHost`
 * (PUBSUB_EMULATOR_HOST) alike, so the transport the tests run is the one deployed; publishing one
 * small message needs no gRPC stream. It is imported on the first enqueue, not at cold start: most
 * requests never queue anything.
 */
export class PubSubQueue implements JobQueue {
  private topic: Promise<Topic> | undefined;

  constructor(
    private readonly projectId: string,
    private readonly emulatorHost?: string,
    private readonly topicName: QueueTopic = EXECUTIONS_TOPIC,
  ) {}

  private publisher(): Promise<Topic> {
    this.topic ??= import('@google-cloud/pubsub').then(({ PubSub }) => {
      // `fallback` is the generated clients' option (google-gax), which PubSub passes on to them.
      const options: ClientConfig & Pick<ClientOptions, 'fallback'> = {
        projectId: this.projectId,
        fallback: true,
        ...(this.emulatorHost
          ? {
              // host:port; PubSub takes the port from here (a separate `port` would be overwritten).
              apiEndpoint: this.emulatorHost,
              protocol: 'http',
              emulatorMode: true,
              // The emulator checks no credentials; a fixed token keeps the client from looking for any.
              authClient: Object.assign(new OAuth2Client(), { credentials: { access_token: 'emulator' } }),
            }
          : {}),
      };
      const client = new PubSub(options);
      // One message per publish: the worker should start at once, not after a batching delay.
      return client.topic(this.topicName, { batching: { maxMessages: 1, maxMilliseconds: 0 } });
    });
    return this.topic;
  }

  async enqueue(id: string): Promise<void> {
    const topic = await this.publisher();
    await topic.publishMessage({ json: { [MESSAGE_FIELD[this.topicName]]: id } });
  }
}

import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message handed to a subscriber, and how the subscriber answered (0: it could not be reached). */
export interface Delivery {
  topic: string;
  data: unknown;
  status: number;
}

export type Subscriber = (cloudEvent: string) => Promise<Response>;

export interface PubSubStandIn {
  /** host:port, for PUBSUB_EMULATOR_HOST. */
  host: string;
  /** Where the topic's messages go from now on (the subscriber usually starts after this server). */
  subscribe: (topic: string, subscriber: Subscriber) => void;
  deliveries: Delivery[];
  /** Resolves once every message published so far has been answered by its subscriber. */
  settled: () => Promise<void>;
  stop: () => Promise<void>;
}

/** `text` parsed when it is JSON, else as it is. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const PUBLISH = /^\/v1\/projects\/([^/]+)\/topics\/([^/:]+):publish$/;

/**
 * Stands in for the official Pub/Sub emulator (a Java program): it answers the REST publish call
 * and pushes each message to the topic's subscriber as the CloudEvent the Firebase emulators send
 * a 2nd-gen function (firebase-tools' pubsubEmulator.createCloudEventRequestBody). It delivers
 * once and records the answer; Pub/Sub's redelivery of failed messages is not imitated.
 */
export async function startPubSubStandIn(): Promise<PubSubStandIn> {
  const subscribers = new Map<string, Subscriber>();
  const deliveries: Delivery[] = [];
  const inFlight = new Set<Promise<void>>();

  const deliver = (project: string, topic: string, message: { data?: string }) => {
    const subscriber = subscribers.get(topic)!;
    const id = randomUUID();
    const publishTime = new Date().toISOString();
    const data = message.data ?? '';
    const event = JSON.stringify({
      specversion: '1.0',
      id: randomUUID(),
      time: publishTime,
      type: 'google.cloud.pubsub.topic.v1.messagePublished',
      source: `//pubsub.googleapis.com/projects/${project}/topics/${topic}`,
      data: {
        message: { messageId: id, publishTime, data, message_id: id, publish_time: publishTime },
        subscription: `projects/${project}/subscriptions/${topic}-stand-in`,
      },
    });
    const record: Delivery = { topic, data: parsed(Buffer.from(data, 'base64').toString()), status: 0 };
    deliveries.push(record);
    const done = subscriber(event)
      .then(async (response) => {
        record.status = response.status;
        await response.arrayBuffer();
      })
      .catch(() => undefined)
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
    return id;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const [, project = '', topic = ''] =
        PUBLISH.exec(new URL(req.url ?? '/', 'http://stand-in').pathname) ?? [];
      res.setHeader('content-type', 'application/json');
      if (req.method !== 'POST' || !topic || !subscribers.has(topic)) {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { code: 404, status: 'NOT_FOUND', message: 'Topic not found' } }));
        return;
      }
      const body = parsed(Buffer.concat(chunks).toString()) as { messages?: { data?: string }[] };
      const messages = Array.isArray(body?.messages) ? body.messages : [];
      res.end(JSON.stringify({ messageIds: messages.map((m) => deliver(project, topic, m)) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: `127.0.0.1:${port}`,
    subscribe: (topic, subscriber) => subscribers.set(topic, subscriber),
    deliveries,
    settled: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

import { z } from 'zod';

/**
 * Live updates (docs/architecture/teams-and-sharing.md): the server tells a person that something of theirs changed, by
 * topic; the SPA refetches what it shows of that topic. Signals carry no data, only "look again".
 */
export const LIVE_TOPICS = ['teams', 'sharedReports', 'executions', 'sessions'] as const;
export const LiveTopic = z.enum(LIVE_TOPICS);
export type LiveTopic = z.infer<typeof LiveTopic>;

/** One SSE message of GET /api/events (its `id:` line is the signal's sequence number). */
export const LiveSignal = z.object({
  topics: z.array(LiveTopic).min(1),
  at: z.string(),
});
export type LiveSignal = z.infer<typeof LiveSignal>;

/** The SSE event names of GET /api/events. */
export const LIVE_EVENTS = {
  /** A LiveSignal. */
  change: 'change',
  /** Signals were missed (an unknown or too old Last-Event-ID): refetch every topic. */
  resync: 'resync',
} as const;

/**
 * feeds/{uid} in the cloud: a counter per topic, raised on each change. The SPA listens to it with
 * onSnapshot and refetches the topics whose counter moved (firestore.rules: a person reads only
 * their own).
 */
export const FEEDS_COLLECTION = 'feeds';
export const LiveFeedDoc = z.object({
  topics: z.partialRecord(LiveTopic, z.number().int()),
  updatedAt: z.string(),
});
export type LiveFeedDoc = z.infer<typeof LiveFeedDoc>;

/** GET /api/live/channel: how this deployment delivers signals to the signed-in person. */
export const LiveChannel = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sse'), url: z.string() }),
  z.object({
    kind: z.literal('firestore'),
    /** A Firebase custom token for the person's own uid. */
    token: z.string(),
    uid: z.string(),
    firebase: z.object({ apiKey: z.string(), projectId: z.string(), authDomain: z.string() }),
  }),
]);
export type LiveChannel = z.infer<typeof LiveChannel>;

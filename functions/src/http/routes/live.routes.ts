import { LIVE_EVENTS, type LiveChannel } from '@quarry/contracts/live';
import { Router } from 'express';
import { AppError } from '../../domain/shared/app-error';
import type { FeedEntry } from '../../ports/change-feed.port';
import type { AppDeps } from '../app-deps';
import { requireUid } from '../middleware/session';

export const EVENTS_PATH = '/events';
/** What a browser may send back as Last-Event-ID: an id this server gave it (`{epoch}-{sequence}`). */
const EVENT_ID = /^[0-9a-f]{1,16}-\d{1,15}$/;

/**
 * Live updates (docs/architecture/teams-and-sharing.md). GET /api/live/channel tells the SPA where to listen; locally
 * that is GET /api/events, an SSE stream of change signals for the signed-in person.
 */
export function liveRoutes(deps: AppDeps): Router {
  const router = Router();
  const heartbeatMs = deps.config.liveHeartbeatMs;

  router.get('/live/channel', async (_req, res) => {
    const uid = requireUid(res);
    const { live } = deps;
    const channel: LiveChannel =
      live.kind === 'sse'
        ? { kind: 'sse', url: `/api${EVENTS_PATH}` }
        : { kind: 'firestore', token: await live.tokens.customToken(uid), uid, firebase: live.firebase };
    res.set('Cache-Control', 'no-store').json(channel);
  });

  router.get(EVENTS_PATH, (req, res) => {
    const uid = requireUid(res);
    const { live } = deps;
    if (live.kind !== 'sse') throw AppError.notFound('Live updates come from the Firestore feed here');
    const lastEventId = lastEventIdOf(req.get('last-event-id') ?? req.query.lastEventId);

    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    const send = (entry: FeedEntry) => {
      if (!res.writableEnded)
        res.write(`id: ${entry.id}\nevent: ${LIVE_EVENTS.change}\ndata: ${JSON.stringify(entry.signal)}\n\n`);
    };
    // Reconnect after 3 s; the SPA's own polling covers the gap.
    res.write('retry: 3000\n\n');
    const subscription = live.stream.subscribe(uid, lastEventId, send);
    // An id without data sets the browser's last event id and shows nothing: a page cut before its
    // first signal still comes back with an id, and hears what it missed.
    if (!lastEventId || !subscription.complete) res.write(`id: ${subscription.position}\n\n`);
    if (!subscription.complete) res.write(`event: ${LIVE_EVENTS.resync}\ndata: {}\n\n`);
    for (const entry of subscription.missed) send(entry);
    const heartbeat = setInterval(() => {
      if (!res.writableEnded) res.write(': heartbeat\n\n');
    }, heartbeatMs);
    // Ends before a proxy's cut (Firebase Hosting's is 60 s, docs/architecture/platform.md): the browser's
    // EventSource reconnects with the last id it saw, and what it missed is replayed.
    const limit = setTimeout(() => res.end(), deps.config.responseLimitMs);
    res.on('close', () => {
      clearInterval(heartbeat);
      clearTimeout(limit);
      subscription.close();
    });
  });

  return router;
}

function lastEventIdOf(value: unknown): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !EVENT_ID.test(value)) {
    throw AppError.badRequest('Invalid Last-Event-ID: expected an id this stream sent');
  }
  return value;
}

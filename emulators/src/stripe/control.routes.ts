import express, { type Response, Router } from 'express';
import { z } from 'zod';
import { StripeApiError } from './errors';
import type { StripeStore } from './store';
import { advanceClock } from './test-clock';
import { createWebhookEndpoint } from './webhook-endpoints';
import type { WebhookDispatcher } from './webhooks';

const EndpointBody = z.object({
  url: z.string().min(1),
  secret: z.string().min(1).optional(),
  enabled_events: z.array(z.string()).min(1).optional(),
});

const AdvanceBody = z.object({ seconds: z.number().int().positive() });

function clock(store: StripeStore) {
  const now = store.now();
  return { now, iso: new Date(now * 1000).toISOString(), offsetSeconds: store.state.clockOffsetSeconds };
}

function badRequest(res: Response, error: z.ZodError): void {
  res.status(400).json({ error: { message: z.prettifyError(error) } });
}

/** Test controls under /__control/stripe: webhook endpoints with a chosen secret, deliveries, the clock. */
export function controlRoutes(store: StripeStore, webhooks: WebhookDispatcher): Router {
  const router = Router();
  router.use('/__control/stripe', express.json());

  // Registering the same url again replaces its secret and events, so an app can re-register on boot.
  router.post('/__control/stripe/webhook-endpoints', (req, res) => {
    const body = EndpointBody.safeParse(req.body);
    if (!body.success) return badRequest(res, body.error);
    const { url, secret, enabled_events: events = ['*'] } = body.data;
    const existing = Object.values(store.state.webhookEndpoints).find((endpoint) => endpoint.url === url);
    try {
      const endpoint = existing ?? createWebhookEndpoint(store, { url, enabledEvents: events, secret });
      if (existing) {
        existing.enabled_events = events;
        existing.status = 'enabled';
        if (secret) existing.secret = secret;
      }
      store.save();
      res.status(existing ? 200 : 201).json(endpoint);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      res.status(error.status).json({ error: error.body });
    }
  });

  router.get('/__control/stripe/webhook-endpoints', (_req, res) => {
    res.json({ data: Object.values(store.state.webhookEndpoints) });
  });

  router.get('/__control/stripe/deliveries', (_req, res) => {
    res.json({ data: webhooks.deliveries });
  });

  router.get('/__control/stripe/clock', (_req, res) => {
    res.json(clock(store));
  });

  router.post('/__control/stripe/advance', (req, res) => {
    const body = AdvanceBody.safeParse(req.body);
    if (!body.success) return badRequest(res, body.error);
    const before = new Set(Object.keys(store.state.events));
    advanceClock(store, body.data.seconds);
    const events = Object.values(store.state.events)
      .filter((event) => !before.has(event.id))
      .map((event) => ({ id: event.id, type: event.type, created: event.created }));
    res.json({ ...clock(store), events });
  });
  return router;
}

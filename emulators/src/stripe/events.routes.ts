import { Router } from 'express';
import { paginate, type RouteMaker } from './api';
import { missing } from './errors';
import type { StripeStore } from './store';
import { checkUrl, createWebhookEndpoint, publicEndpoint, requireWebhookEndpoint } from './webhook-endpoints';

export function eventRoutes(store: StripeStore, route: RouteMaker): Router {
  const router = Router();
  router.get(
    '/events',
    route(({ params }) => {
      const type = params.string('type');
      const types = params.strings('types');
      const matches = (eventType: string) =>
        (type === undefined ||
          eventType === type ||
          (type.endsWith('.*') && eventType.startsWith(type.slice(0, -1)))) &&
        (types.length === 0 || types.includes(eventType));
      const events = Object.values(store.state.events).filter((event) => matches(event.type));
      return paginate(events, params, '/v1/events');
    }),
  );
  router.get(
    '/events/:id',
    route(({ ids }) => {
      const event = store.state.events[ids.id!];
      if (!event) throw missing('event', ids.id!, 'id');
      return event;
    }),
  );
  router.post(
    '/webhook_endpoints',
    route(({ params }) =>
      createWebhookEndpoint(store, {
        url: params.required('url'),
        enabledEvents: params.strings('enabled_events'),
        description: params.nullable('description'),
        apiVersion: params.string('api_version'),
        metadata: params.mergeMetadata({}),
      }),
    ),
  );
  router.get(
    '/webhook_endpoints',
    route(({ params }) =>
      paginate(
        Object.values(store.state.webhookEndpoints).map(publicEndpoint),
        params,
        '/v1/webhook_endpoints',
      ),
    ),
  );
  router.get(
    '/webhook_endpoints/:id',
    route(({ ids }) => publicEndpoint(requireWebhookEndpoint(store, ids.id!))),
  );
  router.post(
    '/webhook_endpoints/:id',
    route(({ ids, params }) => {
      const endpoint = requireWebhookEndpoint(store, ids.id!);
      const url = params.string('url');
      if (url !== undefined) endpoint.url = checkUrl(url);
      const events = params.strings('enabled_events');
      if (events.length > 0) endpoint.enabled_events = events;
      const disabled = params.boolean('disabled');
      if (disabled !== undefined) endpoint.status = disabled ? 'disabled' : 'enabled';
      const description = params.nullable('description');
      if (description !== undefined) endpoint.description = description;
      endpoint.metadata = params.mergeMetadata(endpoint.metadata);
      return publicEndpoint(endpoint);
    }),
  );
  router.delete(
    '/webhook_endpoints/:id',
    route(({ ids }) => {
      const endpoint = requireWebhookEndpoint(store, ids.id!);
      delete store.state.webhookEndpoints[endpoint.id];
      return { id: endpoint.id, object: 'webhook_endpoint', deleted: true };
    }),
  );
  return router;
}

import type { WebhookEndpoint } from './billing-objects';
import { invalid, missing } from './errors';
import { newId, randomHex } from './ids';
import type { Metadata } from './objects';
import type { StripeStore } from './store';

export interface EndpointFields {
  url: string;
  enabledEvents: string[];
  secret?: string | undefined;
  description?: string | null | undefined;
  apiVersion?: string | null | undefined;
  metadata?: Metadata | undefined;
}

export function checkUrl(url: string, param = 'url'): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid('Invalid URL: An explicit scheme (such as https) must be provided.', param, 'url_invalid');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw invalid('Invalid URL: URL must use http or https.', param, 'url_invalid');
  }
  return url;
}

export function requireWebhookEndpoint(store: StripeStore, id: string): WebhookEndpoint {
  const endpoint = store.state.webhookEndpoints[id];
  if (!endpoint) throw missing('webhook endpoint', id, 'id');
  return endpoint;
}

export function createWebhookEndpoint(store: StripeStore, fields: EndpointFields): WebhookEndpoint {
  if (fields.enabledEvents.length === 0)
    throw invalid('Missing required param: enabled_events.', 'enabled_events');
  const endpoint: WebhookEndpoint = {
    id: newId('we'),
    object: 'webhook_endpoint',
    api_version: fields.apiVersion ?? null,
    application: null,
    created: store.now(),
    description: fields.description ?? null,
    enabled_events: fields.enabledEvents,
    livemode: false,
    metadata: fields.metadata ?? {},
    secret: fields.secret ?? `whsec_${randomHex(24)}`,
    status: 'enabled',
    url: checkUrl(fields.url),
  };
  store.state.webhookEndpoints[endpoint.id] = endpoint;
  return endpoint;
}

/** What Stripe shows for an endpoint after creation: everything but the secret. */
export function publicEndpoint(endpoint: WebhookEndpoint): Omit<WebhookEndpoint, 'secret'> {
  const { secret: _secret, ...rest } = endpoint;
  return rest;
}

import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { StripeEvent, WebhookEndpoint } from './billing-objects';
import { newId } from './ids';
import { listensTo, type StripeStore } from './store';

/** Waits before the 2nd, 3rd and 4th attempt; Stripe retries for days, tests cannot wait that long. */
const RETRY_DELAYS_MS = [250, 1000, 3000];
const ATTEMPT_TIMEOUT_MS = 10_000;
const MAX_DELIVERIES = 1000;

export interface DeliveryAttempt {
  at: string;
  status?: number;
  error?: string;
}

export interface Delivery {
  id: string;
  endpoint: string;
  url: string;
  event: string;
  type: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: DeliveryAttempt[];
}

/** Stripe's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>`. */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = crypto.createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Posts each event to every endpoint that listens for it, signed with the endpoint's secret.
 * Each endpoint gets its events one at a time, in order, with a few retries on failure.
 */
export class WebhookDispatcher {
  readonly deliveries: Delivery[] = [];
  private readonly queues = new Map<string, Promise<void>>();

  constructor(private readonly store: StripeStore) {}

  dispatch(event: StripeEvent): void {
    for (const endpoint of Object.values(this.store.state.webhookEndpoints)) {
      if (!listensTo(endpoint, event.type)) continue;
      const delivery: Delivery = {
        id: newId('whdel', 14),
        endpoint: endpoint.id,
        url: endpoint.url,
        event: event.id,
        type: event.type,
        status: 'pending',
        attempts: [],
      };
      this.deliveries.push(delivery);
      if (this.deliveries.length > MAX_DELIVERIES) this.deliveries.shift();
      const previous = this.queues.get(endpoint.id) ?? Promise.resolve();
      this.queues.set(
        endpoint.id,
        previous.then(() => this.deliver(delivery, event, endpoint)),
      );
    }
  }

  private async deliver(delivery: Delivery, event: StripeEvent, endpoint: WebhookEndpoint): Promise<void> {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
      if (attempt > 0) await sleep(RETRY_DELAYS_MS[attempt - 1], undefined, { ref: false });
      const record: DeliveryAttempt = { at: new Date(this.store.context.now()).toISOString() };
      delivery.attempts.push(record);
      try {
        const timestamp = Math.floor(this.store.context.now() / 1000);
        const response = await fetch(endpoint.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'stripe-signature': signatureHeader(payload, endpoint.secret, timestamp),
          },
          body: payload,
          signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        });
        record.status = response.status;
        await response.body?.cancel();
        if (response.ok) {
          delivery.status = 'delivered';
          this.markDelivered(event.id);
          return;
        }
      } catch (error) {
        record.error =
          error instanceof Error
            ? ((error.cause as Error | undefined)?.message ?? error.message)
            : String(error);
      }
    }
    delivery.status = 'failed';
  }

  private markDelivered(eventId: string): void {
    const stored = this.store.state.events[eventId];
    if (!stored) return;
    stored.pending_webhooks = Math.max(0, stored.pending_webhooks - 1);
    this.store.save();
  }
}

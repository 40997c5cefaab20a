import type { EmulatorContext } from '../shared/context';
import { StateFile } from '../shared/state-file';
import type { Invoice, PortalSession, StripeEvent, Subscription, WebhookEndpoint } from './billing-objects';
import { addPresets } from './catalog';
import { newId } from './ids';
import {
  type Customer,
  EMULATED_API_VERSION,
  type PaymentMethod,
  type Price,
  type Product,
  type SetupIntent,
} from './objects';

export interface StripeState {
  /** The test clock: seconds added to the real time for every Stripe timestamp. */
  clockOffsetSeconds: number;
  customers: Record<string, Customer>;
  deletedCustomers: string[];
  products: Record<string, Product>;
  prices: Record<string, Price>;
  paymentMethods: Record<string, PaymentMethod>;
  /** The test card behind each payment method: it decides how later charges go. */
  cardNumbers: Record<string, string>;
  setupIntents: Record<string, SetupIntent>;
  subscriptions: Record<string, Subscription>;
  invoices: Record<string, Invoice>;
  events: Record<string, StripeEvent>;
  webhookEndpoints: Record<string, WebhookEndpoint>;
  portalSessions: Record<string, PortalSession>;
}

/** Events older than this many are dropped so the state file stays small (Stripe keeps 30 days). */
const MAX_EVENTS = 2000;

function emptyState(): StripeState {
  return {
    clockOffsetSeconds: 0,
    customers: {},
    deletedCustomers: [],
    products: {},
    prices: {},
    paymentMethods: {},
    cardNumbers: {},
    setupIntents: {},
    subscriptions: {},
    invoices: {},
    events: {},
    webhookEndpoints: {},
    portalSessions: {},
  };
}

export function listensTo(endpoint: WebhookEndpoint, type: string): boolean {
  return (
    endpoint.status === 'enabled' &&
    (endpoint.enabled_events.includes('*') || endpoint.enabled_events.includes(type))
  );
}

/** Every emulated Stripe object, the test clock, and the events that record each change. */
export class StripeStore {
  private readonly file: StateFile<StripeState>;
  private frozenAt: number | undefined;
  private readonly listeners: ((event: StripeEvent) => void)[] = [];

  constructor(readonly context: EmulatorContext) {
    this.file = new StateFile(context.stateDir, 'stripe', emptyState);
    // A state file from an older emulator may lack newer tables.
    const loaded = this.file.get() as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(emptyState())) loaded[key] ??= value;
    addPresets(this.file.get(), this.now());
    this.save();
  }

  get state(): StripeState {
    return this.file.get();
  }

  /** Stripe time in seconds: the real clock plus the test clock's offset. */
  now(): number {
    return this.frozenAt ?? Math.floor(this.context.now() / 1000) + this.state.clockOffsetSeconds;
  }

  /** Runs work as if the clock read `time`, so what the test clock replays carries its own time. */
  at<T>(time: number, work: () => T): T {
    const previous = this.frozenAt;
    this.frozenAt = time;
    try {
      return work();
    } finally {
      this.frozenAt = previous;
    }
  }

  save(): void {
    this.file.update(() => undefined);
  }

  onEvent(listener: (event: StripeEvent) => void): void {
    this.listeners.push(listener);
  }

  /** Records an event with a snapshot of the object (and what changed) and hands it to webhooks. */
  emit(type: string, object: unknown, previous?: Record<string, unknown>): StripeEvent {
    const endpoints = Object.values(this.state.webhookEndpoints);
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: EMULATED_API_VERSION,
      created: this.now(),
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: endpoints.filter((endpoint) => listensTo(endpoint, type)).length,
      request: { id: null, idempotency_key: null },
      type,
    };
    const events = this.state.events;
    events[event.id] = event;
    const ids = Object.keys(events);
    for (const old of ids.slice(0, Math.max(0, ids.length - MAX_EVENTS))) delete events[old];
    for (const listener of this.listeners) listener(event);
    return event;
  }

  /** Emits `type` if anything changed since `before`, with Stripe's previous_attributes. */
  emitChanged<T extends object>(type: string, before: T, after: T): void {
    const previous: Record<string, unknown> = {};
    const old = before as Record<string, unknown>;
    const now = after as Record<string, unknown>;
    for (const key of Object.keys(now)) {
      if (JSON.stringify(old[key]) !== JSON.stringify(now[key])) previous[key] = old[key] ?? null;
    }
    if (Object.keys(previous).length > 0) this.emit(type, after, previous);
  }

  /** Any object by id, for `expand`. */
  find(id: string): object | undefined {
    const s = this.state;
    const [prefix] = id.split('_', 1);
    const tables: Record<string, Record<string, object>> = {
      cus: s.customers,
      prod: s.products,
      price: s.prices,
      pm: s.paymentMethods,
      seti: s.setupIntents,
      sub: s.subscriptions,
      in: s.invoices,
      evt: s.events,
    };
    return prefix ? tables[prefix]?.[id] : undefined;
  }
}

import { invalid, missing } from './errors';
import type { Params } from './form-params';
import { newId, randomHex } from './ids';
import type { Customer } from './objects';
import {
  attachPaymentMethod,
  checkAttachable,
  customersPaymentMethod,
  resolvePaymentMethod,
} from './payment-methods';
import type { StripeStore } from './store';

export function requireCustomer(store: StripeStore, id: string, param = 'customer'): Customer {
  const customer = store.state.customers[id];
  if (!customer) throw missing('customer', id, param);
  return customer;
}

function applyContactFields(customer: Customer, params: Params): void {
  for (const key of ['email', 'name', 'description', 'phone'] as const) {
    const value = params.nullable(key);
    if (value !== undefined) customer[key] = value;
  }
  customer.metadata = params.mergeMetadata(customer.metadata);
}

function applyDefaultPaymentMethod(store: StripeStore, customer: Customer, params: Params): void {
  const id = params.object('invoice_settings')?.nullable('default_payment_method');
  if (id === undefined) return;
  const param = 'invoice_settings[default_payment_method]';
  customer.invoice_settings.default_payment_method = id
    ? customersPaymentMethod(store, customer, id, param).id
    : null;
}

export function createCustomer(store: StripeStore, params: Params): Customer {
  const customer: Customer = {
    id: newId('cus', 14),
    object: 'customer',
    balance: 0,
    created: store.now(),
    currency: null,
    delinquent: false,
    description: null,
    email: null,
    invoice_prefix: randomHex(4).toUpperCase(),
    invoice_settings: { default_payment_method: null, custom_fields: null, footer: null },
    livemode: false,
    metadata: {},
    name: null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    tax_exempt: 'none',
    test_clock: null,
  };
  applyContactFields(customer, params);
  const pmId = params.string('payment_method');
  const pm = pmId ? resolvePaymentMethod(store, pmId, 'payment_method') : undefined;
  if (pm) checkAttachable(store, pm, customer);
  if (pm && params.object('invoice_settings')?.string('default_payment_method') === pm.id) {
    customer.invoice_settings.default_payment_method = pm.id;
  } else if (params.has('invoice_settings')) {
    applyDefaultPaymentMethod(store, customer, params);
  }
  store.state.customers[customer.id] = customer;
  store.emit('customer.created', customer);
  if (pm) attachPaymentMethod(store, pm, customer);
  return customer;
}

export function updateCustomer(store: StripeStore, customer: Customer, params: Params): Customer {
  const draft = structuredClone(customer);
  applyContactFields(draft, params);
  applyDefaultPaymentMethod(store, draft, params);
  const before = structuredClone(customer);
  Object.assign(customer, draft);
  store.emitChanged('customer.updated', before, customer);
  return customer;
}

/** Stripe's search query language, the part apps use: `email:'a@b.c' AND metadata['uid']:'42'`. */
export function searchCustomers(store: StripeStore, query: string): Customer[] {
  const clauses = query.split(/\s+AND\s+/i).map((clause) => {
    const match =
      /^\s*(email|name|phone|description|metadata\['([^']+)'\])\s*:\s*'((?:[^'\\]|\\.)*)'\s*$/.exec(clause);
    if (!match) throw invalid(`Invalid search query: ${query}`, 'query');
    const value = match[3]!.replace(/\\(.)/g, '$1');
    const metadataKey = match[2];
    const field = match[1] as 'email' | 'name' | 'phone' | 'description';
    return (customer: Customer) =>
      metadataKey !== undefined ? customer.metadata[metadataKey] === value : customer[field] === value;
  });
  return Object.values(store.state.customers).filter((customer) => clauses.every((test) => test(customer)));
}

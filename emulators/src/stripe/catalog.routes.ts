import { Router } from 'express';
import { paginate, type RouteMaker } from './api';
import { newPrice, newProduct } from './catalog';
import { invalid, missing, missingParam } from './errors';
import type { Params } from './form-params';
import type { Price, Product, Recurring } from './objects';
import type { StripeStore } from './store';

const INTERVALS: Recurring['interval'][] = ['day', 'week', 'month', 'year'];

function requireProduct(store: StripeStore, id: string, param = 'product'): Product {
  const product = store.state.products[id];
  if (!product) throw missing('product', id, param);
  return product;
}

function requirePrice(store: StripeStore, id: string): Price {
  const price = store.state.prices[id];
  if (!price) throw missing('price', id, 'price');
  return price;
}

function createProduct(store: StripeStore, params: Params): Product {
  const product = newProduct(store.now(), {
    name: params.required('name'),
    description: params.nullable('description') ?? null,
    metadata: params.mergeMetadata({}),
    active: params.boolean('active'),
  });
  store.state.products[product.id] = product;
  store.emit('product.created', product);
  return product;
}

function createPrice(store: StripeStore, params: Params): Price {
  const currency = params.required('currency');
  const unitAmount = params.integer('unit_amount');
  if (unitAmount === undefined) throw missingParam('unit_amount');
  const productData = params.object('product_data');
  const productId = productData
    ? createProduct(store, productData).id
    : requireProduct(store, params.required('product')).id;
  const recurring = params.object('recurring');
  const interval = recurring?.required('interval') as Recurring['interval'] | undefined;
  if (interval && !INTERVALS.includes(interval)) {
    throw invalid(
      `Invalid recurring[interval]: must be one of ${INTERVALS.join(', ')}`,
      'recurring[interval]',
    );
  }
  const price = newPrice(store.now(), {
    product: productId,
    unitAmount,
    currency,
    recurring: interval ? { interval, intervalCount: recurring?.integer('interval_count') ?? 1 } : undefined,
    nickname: params.nullable('nickname') ?? null,
    lookupKey: params.nullable('lookup_key') ?? null,
    metadata: params.mergeMetadata({}),
    active: params.boolean('active'),
  });
  store.state.prices[price.id] = price;
  store.emit('price.created', price);
  return price;
}

export function catalogRoutes(store: StripeStore, route: RouteMaker): Router {
  const router = Router();
  router.post(
    '/products',
    route(({ params }) => createProduct(store, params)),
  );
  router.get(
    '/products',
    route(({ params }) => {
      const active = params.boolean('active');
      const products = Object.values(store.state.products).filter(
        (p) => active === undefined || p.active === active,
      );
      return paginate(products, params, '/v1/products');
    }),
  );
  router.get(
    '/products/:id',
    route(({ ids }) => requireProduct(store, ids.id!, 'id')),
  );
  router.post(
    '/prices',
    route(({ params }) => createPrice(store, params)),
  );
  router.get(
    '/prices',
    route(({ params }) => {
      const product = params.string('product');
      const active = params.boolean('active');
      const lookupKeys = params.strings('lookup_keys');
      const prices = Object.values(store.state.prices).filter(
        (p) =>
          (product === undefined || p.product === product) &&
          (active === undefined || p.active === active) &&
          (lookupKeys.length === 0 || (p.lookup_key !== null && lookupKeys.includes(p.lookup_key))),
      );
      return paginate(prices, params, '/v1/prices');
    }),
  );
  router.get(
    '/prices/:id',
    route(({ ids }) => requirePrice(store, ids.id!)),
  );
  router.post(
    '/prices/:id',
    route(({ ids, params }) => {
      const price = requirePrice(store, ids.id!);
      const before = structuredClone(price);
      price.active = params.boolean('active') ?? price.active;
      const nickname = params.nullable('nickname');
      if (nickname !== undefined) price.nickname = nickname;
      const lookupKey = params.nullable('lookup_key');
      if (lookupKey !== undefined) price.lookup_key = lookupKey;
      price.metadata = params.mergeMetadata(price.metadata);
      store.emitChanged('price.updated', before, price);
      return price;
    }),
  );
  return router;
}

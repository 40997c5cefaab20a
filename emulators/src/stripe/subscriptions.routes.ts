import { Router } from 'express';
import { paginate, type RouteMaker } from './api';
import type { SubscriptionStatus } from './billing-objects';
import { invalid } from './errors';
import type { StripeStore } from './store';
import {
  cancelSubscription,
  createSubscription,
  requireSubscription,
  updateSubscription,
} from './subscriptions';

const STATUSES = [
  'incomplete',
  'incomplete_expired',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'trialing',
  'paused',
];
const ENDED: SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

export function subscriptionRoutes(store: StripeStore, route: RouteMaker): Router {
  const router = Router();
  router.post(
    '/subscriptions',
    route(({ params }) => createSubscription(store, params)),
  );
  router.get(
    '/subscriptions',
    route(({ params }) => {
      const customer = params.string('customer');
      const price = params.string('price');
      const status = params.string('status');
      if (status !== undefined && status !== 'all' && status !== 'ended' && !STATUSES.includes(status)) {
        throw invalid(`Invalid status: must be one of ${[...STATUSES, 'all', 'ended'].join(', ')}`, 'status');
      }
      // Like Stripe, without a status filter canceled subscriptions are left out.
      const wanted = (s: SubscriptionStatus) =>
        status === 'all' ||
        (status === 'ended' && ENDED.includes(s)) ||
        (status === undefined ? !ENDED.includes(s) : s === status);
      const subs = Object.values(store.state.subscriptions).filter(
        (sub) =>
          (customer === undefined || sub.customer === customer) &&
          (price === undefined || sub.items.data.some((item) => item.price.id === price)) &&
          wanted(sub.status),
      );
      return paginate(subs, params, '/v1/subscriptions');
    }),
  );
  router.get(
    '/subscriptions/:id',
    route(({ ids }) => requireSubscription(store, ids.id!)),
  );
  router.post(
    '/subscriptions/:id',
    route(({ ids, params }) => updateSubscription(store, requireSubscription(store, ids.id!), params)),
  );
  router.delete(
    '/subscriptions/:id',
    route(({ ids }) => cancelSubscription(store, requireSubscription(store, ids.id!))),
  );
  return router;
}

import { Router } from 'express';
import { paginate, type RouteMaker } from './api';
import { createCustomer, requireCustomer, searchCustomers, updateCustomer } from './customers';
import type { StripeStore } from './store';
import { endSubscription } from './subscriptions';

export function customerRoutes(store: StripeStore, route: RouteMaker): Router {
  const router = Router();
  router.post(
    '/customers',
    route(({ params }) => createCustomer(store, params)),
  );
  router.get(
    '/customers',
    route(({ params }) => {
      const email = params.string('email');
      const customers = Object.values(store.state.customers).filter(
        (c) => email === undefined || c.email === email,
      );
      return paginate(customers, params, '/v1/customers');
    }),
  );
  router.get(
    '/customers/search',
    route(({ params }) => {
      const found = searchCustomers(store, params.required('query')).reverse();
      const limit = params.integer('limit') ?? 10;
      return {
        object: 'search_result',
        data: found.slice(0, limit),
        has_more: found.length > limit,
        next_page: null,
        url: '/v1/customers/search',
      };
    }),
  );
  router.get(
    '/customers/:id',
    route(({ ids }) => {
      if (store.state.deletedCustomers.includes(ids.id!))
        return { id: ids.id, object: 'customer', deleted: true };
      return requireCustomer(store, ids.id!, 'id');
    }),
  );
  router.post(
    '/customers/:id',
    route(({ ids, params }) => updateCustomer(store, requireCustomer(store, ids.id!, 'id'), params)),
  );
  router.delete(
    '/customers/:id',
    route(({ ids }) => {
      const customer = requireCustomer(store, ids.id!, 'id');
      for (const sub of Object.values(store.state.subscriptions)) {
        const live = sub.status !== 'canceled' && sub.status !== 'incomplete_expired';
        if (sub.customer === customer.id && live) endSubscription(store, sub);
      }
      delete store.state.customers[customer.id];
      store.state.deletedCustomers.push(customer.id);
      store.emit('customer.deleted', customer);
      return { id: customer.id, object: 'customer', deleted: true };
    }),
  );
  router.get(
    '/customers/:id/payment_methods',
    route(({ ids, params }) => {
      const customer = requireCustomer(store, ids.id!, 'id');
      const methods = Object.values(store.state.paymentMethods).filter((pm) => pm.customer === customer.id);
      return paginate(methods, params, `/v1/customers/${customer.id}/payment_methods`);
    }),
  );
  return router;
}

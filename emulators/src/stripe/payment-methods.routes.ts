import { Router } from 'express';
import { paginate, type RouteMaker } from './api';
import { requireCustomer } from './customers';
import { attachPaymentMethod, detachPaymentMethod, resolvePaymentMethod } from './payment-methods';
import type { StripeStore } from './store';

export function paymentMethodRoutes(store: StripeStore, route: RouteMaker): Router {
  const router = Router();
  router.get(
    '/payment_methods',
    route(({ params }) => {
      const customer = params.string('customer');
      if (customer) requireCustomer(store, customer);
      const type = params.string('type');
      const methods = Object.values(store.state.paymentMethods).filter(
        (pm) =>
          (customer === undefined || pm.customer === customer) && (type === undefined || pm.type === type),
      );
      return paginate(methods, params, '/v1/payment_methods');
    }),
  );
  router.get(
    '/payment_methods/:id',
    route(({ ids }) => resolvePaymentMethod(store, ids.id!, 'payment_method')),
  );
  router.post(
    '/payment_methods/:id/attach',
    route(({ ids, params }) => {
      const customer = requireCustomer(store, params.required('customer'));
      return attachPaymentMethod(store, resolvePaymentMethod(store, ids.id!, 'payment_method'), customer);
    }),
  );
  router.post(
    '/payment_methods/:id/detach',
    route(({ ids }) => detachPaymentMethod(store, resolvePaymentMethod(store, ids.id!, 'payment_method'))),
  );
  return router;
}

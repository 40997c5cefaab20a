import { Router } from 'express';
import { paginate, type RouteMaker } from './api';
import { requireCustomer } from './customers';
import { invalid } from './errors';
import { resolvePaymentMethod } from './payment-methods';
import {
  cancelSetupIntent,
  confirmSetupIntent,
  createSetupIntent,
  requireSetupIntent,
} from './setup-intents';
import type { StripeStore } from './store';

export function setupIntentRoutes(store: StripeStore, route: RouteMaker): Router {
  const router = Router();
  router.post(
    '/setup_intents',
    route(({ params }) => createSetupIntent(store, params)),
  );
  router.get(
    '/setup_intents',
    route(({ params }) => {
      const customer = params.string('customer');
      const intents = Object.values(store.state.setupIntents).filter(
        (intent) => customer === undefined || intent.customer === customer,
      );
      return paginate(intents, params, '/v1/setup_intents');
    }),
  );
  router.get(
    '/setup_intents/:id',
    route(({ ids }) => requireSetupIntent(store, ids.id!)),
  );
  router.post(
    '/setup_intents/:id',
    route(({ ids, params }) => {
      const intent = requireSetupIntent(store, ids.id!);
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        throw invalid(
          `You cannot update this SetupIntent because it has a status of ${intent.status}.`,
          undefined,
          'setup_intent_unexpected_state',
        );
      }
      const customer = params.string('customer');
      const pm = params.string('payment_method');
      if (customer) intent.customer = requireCustomer(store, customer).id;
      if (pm) {
        intent.payment_method = resolvePaymentMethod(store, pm, 'payment_method').id;
        intent.status = 'requires_confirmation';
      }
      const description = params.nullable('description');
      if (description !== undefined) intent.description = description;
      intent.metadata = params.mergeMetadata(intent.metadata);
      return intent;
    }),
  );
  router.post(
    '/setup_intents/:id/confirm',
    route(({ ids, params }) =>
      confirmSetupIntent(store, requireSetupIntent(store, ids.id!), params.string('payment_method')),
    ),
  );
  router.post(
    '/setup_intents/:id/cancel',
    route(({ ids, params }) =>
      cancelSetupIntent(store, requireSetupIntent(store, ids.id!), params.string('cancellation_reason')),
    ),
  );
  return router;
}

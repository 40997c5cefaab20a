import express, { type NextFunction, type Request, type Response, Router } from 'express';
import type { EmulatorContext } from '../shared/context';
import { requireSecretKey, routeMaker } from './api';
import { billingPortalRoutes } from './billing-portal.routes';
import { catalogRoutes } from './catalog.routes';
import { controlRoutes } from './control.routes';
import { customerRoutes } from './customers.routes';
import { eventRoutes } from './events.routes';
import { invoiceRoutes } from './invoices.routes';
import { paymentMethodRoutes } from './payment-methods.routes';
import { portalPageRoutes } from './portal-page';
import { setupIntentRoutes } from './setup-intents.routes';
import { setupPageRoutes } from './setup-page';
import { StripeStore } from './store';
import { subscriptionRoutes } from './subscriptions.routes';
import { catchUp } from './test-clock';
import { WebhookDispatcher } from './webhooks';

/** The first path segment of every emulated Stripe resource (others under /v1, like KMS's, pass by). */
const RESOURCES = new Set([
  'customers',
  'products',
  'prices',
  'payment_methods',
  'setup_intents',
  'subscriptions',
  'invoices',
  'events',
  'webhook_endpoints',
  'billing_portal',
]);

function onlyStripePaths(req: Request, _res: Response, next: NextFunction): void {
  next(RESOURCES.has(req.path.split('/')[1] ?? '') ? undefined : 'router');
}

/** Anything unexpected still answers the way Stripe does, as JSON the SDK can read. */
function apiError(error: unknown, _req: Request, res: Response, _next: NextFunction): void {
  const status = (error as { status?: number }).status ?? 500;
  const message = status < 500 && error instanceof Error ? error.message : 'An unknown error occurred';
  res.status(status).json({ error: { type: status < 500 ? 'invalid_request_error' : 'api_error', message } });
}

function unrecognized(req: Request, res: Response): void {
  res.status(404).json({
    error: {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${req.method}: ${req.originalUrl.split('?')[0]}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    },
  });
}

/**
 * The emulated Stripe: the REST API at /v1 (form-encoded, secret-key auth, idempotency, expand),
 * the card set-up and customer portal pages at /stripe, signed webhooks, and a test clock.
 */
export function stripeRoutes(context: EmulatorContext): Router {
  const store = new StripeStore(context);
  const webhooks = new WebhookDispatcher(store);
  store.onEvent((event) => webhooks.dispatch(event));
  const route = routeMaker(store);

  const api = Router();
  api.use(onlyStripePaths, requireSecretKey, express.text({ type: 'application/x-www-form-urlencoded' }));
  // Stripe does what falls due as time passes (renewals, retries), whoever asks next sees it done.
  api.use((_req, _res, next) => {
    catchUp(store);
    next();
  });
  for (const routes of [
    customerRoutes,
    catalogRoutes,
    paymentMethodRoutes,
    setupIntentRoutes,
    subscriptionRoutes,
    invoiceRoutes,
    eventRoutes,
    billingPortalRoutes,
  ]) {
    api.use(routes(store, route));
  }
  api.use(unrecognized);
  api.use(apiError);

  const router = Router();
  router.use('/v1', api);
  router.use('/stripe', (_req, _res, next) => {
    catchUp(store);
    next();
  });
  router.use(setupPageRoutes(store));
  router.use(portalPageRoutes(store));
  router.use(controlRoutes(store, webhooks));
  return router;
}

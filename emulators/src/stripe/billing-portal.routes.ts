import { Router } from 'express';
import type { RouteMaker } from './api';
import type { PortalSession } from './billing-objects';
import { requireCustomer } from './customers';
import { newId } from './ids';
import type { StripeStore } from './store';
import { checkUrl } from './webhook-endpoints';

export function billingPortalRoutes(store: StripeStore, route: RouteMaker): Router {
  const router = Router();
  router.post(
    '/billing_portal/sessions',
    route(({ params }) => {
      const customer = requireCustomer(store, params.required('customer'));
      const returnUrl = params.string('return_url');
      const id = newId('bps');
      const session: PortalSession = {
        id,
        object: 'billing_portal.session',
        configuration: 'bpc_emulator_default',
        created: store.now(),
        customer: customer.id,
        flow: null,
        livemode: false,
        locale: null,
        on_behalf_of: null,
        return_url: returnUrl ? checkUrl(returnUrl, 'return_url') : null,
        url: `${store.context.baseUrl()}/stripe/portal/${id}`,
      };
      store.state.portalSessions[id] = session;
      return session;
    }),
  );
  return router;
}

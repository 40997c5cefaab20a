import { Router } from 'express';
import { paginate, type RouteMaker } from './api';
import { cardError } from './cards';
import { invalid } from './errors';
import { payInvoice, requireInvoice } from './invoices';
import type { StripeStore } from './store';

export function invoiceRoutes(store: StripeStore, route: RouteMaker): Router {
  const router = Router();
  router.get(
    '/invoices',
    route(({ params }) => {
      const customer = params.string('customer');
      const subscription = params.string('subscription');
      const status = params.string('status');
      const invoices = Object.values(store.state.invoices).filter(
        (invoice) =>
          (customer === undefined || invoice.customer === customer) &&
          (subscription === undefined || invoice.parent.subscription_details.subscription === subscription) &&
          (status === undefined || invoice.status === status),
      );
      return paginate(invoices, params, '/v1/invoices');
    }),
  );
  router.get(
    '/invoices/:id',
    route(({ ids }) => requireInvoice(store, ids.id!)),
  );
  router.post(
    '/invoices/:id/pay',
    route(({ ids, params }) => {
      const invoice = requireInvoice(store, ids.id!);
      if (invoice.status === 'paid')
        throw invalid('Invoice is already paid', undefined, 'invoice_already_paid');
      if (invoice.status !== 'open') {
        throw invalid(
          `You can only pay an open invoice. This invoice is ${invoice.status}.`,
          undefined,
          'invoice_not_editable',
        );
      }
      const error = payInvoice(store, invoice, params.string('payment_method'));
      if (error?.type === 'card_error') {
        throw cardError({
          code: error.code ?? 'card_declined',
          decline_code: error.decline_code,
          message: error.message,
        });
      }
      if (error) throw invalid(error.message);
      return invoice;
    }),
  );
  return router;
}

import express, { Router } from 'express';
import { handleStripeWebhook } from '../../domain/billing/webhooks';
import type { AppDeps } from '../app-deps';

export const STRIPE_WEBHOOK_PATH = '/stripe/webhook';

/**
 * Stripe's webhook. It reads the body raw (the signature covers the exact bytes), so it is mounted
 * before the JSON parser, and it is exempt from the Origin rule: its signature is its proof.
 */
export function stripeWebhookRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const outcome = await handleStripeWebhook(deps.billing, body, req.get('stripe-signature'));
    res.json({ received: true, duplicate: outcome === 'duplicate' });
  });
  return router;
}

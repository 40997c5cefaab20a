import { Router } from 'express';
import { z } from 'zod';
import type { HoldGate } from '../shared/hold-gate';
import type { MailFaults } from './mail-faults';

const FaultRequest = z.strictObject({
  count: z.number().int().min(1).max(1000).default(1),
  status: z.union([z.literal(429), z.literal(500), z.literal(503)]).default(500),
});

const HoldRequest = z.strictObject({
  afterMessages: z.number().int().min(0).default(0),
});

/**
 * Test controls under `/__control/sendgrid`: hold mail sends at a chosen point and release them;
 * make the next sends fail as SendGrid's outages do.
 */
export function sendgridControlRoutes(gate: HoldGate, faults: MailFaults): Router {
  const router = Router();

  router.post('/faults', (req, res) => {
    const parsed = FaultRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ error: z.prettifyError(parsed.error) });
      return;
    }
    faults.add(parsed.data.count, parsed.data.status);
    res.json({ remaining: faults.remaining() });
  });

  router.get('/faults', (_req, res) => {
    res.json({ remaining: faults.remaining() });
  });

  router.delete('/faults', (_req, res) => {
    faults.clear();
    res.json({ remaining: 0 });
  });

  router.post('/hold', (req, res) => {
    const parsed = HoldRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ error: z.prettifyError(parsed.error) });
      return;
    }
    gate.hold(parsed.data.afterMessages);
    res.json(gate.status());
  });

  router.get('/hold', (_req, res) => {
    res.json(gate.status());
  });

  router.post('/release', (_req, res) => {
    gate.release();
    res.json(gate.status());
  });

  return router;
}

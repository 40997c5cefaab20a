import { Router } from 'express';
import { z } from 'zod';
import type { HoldGate } from '../shared/hold-gate';

const HoldRequest = z.strictObject({
  afterMessages: z.number().int().min(0).default(0),
});

/** Test controls under `/__control/sendgrid`: hold mail sends at a chosen point, and release them. */
export function sendgridControlRoutes(gate: HoldGate): Router {
  const router = Router();

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

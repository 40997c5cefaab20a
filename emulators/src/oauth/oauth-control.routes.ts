import express, { Router } from 'express';
import { z } from 'zod';
import type { OAuthDeps } from './oauth-deps';

const ClientBody = z.object({
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  redirectUris: z.array(z.url()).min(1),
  name: z.string().min(1).optional(),
});

const ExpireBody = z.object({ email: z.email() });

/** Test controls: register OAuth clients, and expire an account's access tokens. */
export function oauthControlRoutes(deps: OAuthDeps): Router {
  const router = Router();
  router.use('/__control/oauth', express.json());

  router.post('/__control/oauth/clients', (req, res) => {
    const parsed = ClientBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: z.prettifyError(parsed.error) });
      return;
    }
    const client = { ...parsed.data, name: parsed.data.name ?? parsed.data.clientId };
    deps.clients.register(client);
    res.status(201).json(client);
  });

  router.post('/__control/oauth/expire', (req, res) => {
    const parsed = ExpireBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: z.prettifyError(parsed.error) });
      return;
    }
    deps.context.tokens.expireAccessTokens(parsed.data.email);
    res.json({ expired: parsed.data.email.toLowerCase() });
  });

  return router;
}

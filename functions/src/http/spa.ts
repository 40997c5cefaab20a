import path from 'node:path';
import express, { type Router } from 'express';

/**
 * Serves the built SPA in local mode (Firebase Hosting does this in the cloud): hashed assets are
 * cached for good, every other non-API path gets index.html so the client router can answer it.
 */
export function spaRoutes(staticDir: string): Router {
  const router = express.Router();
  router.use(
    '/assets',
    express.static(path.join(staticDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.use(express.static(staticDir, { index: false, maxAge: 0 }));
  router.get(/^(?!\/api(\/|$)).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(staticDir, 'index.html'));
  });
  return router;
}

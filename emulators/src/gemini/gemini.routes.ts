import express, { type ErrorRequestHandler, Router } from 'express';
import type { EmulatorContext } from '../shared/context';
import { requireApiKey } from './api-key';
import { DriveCorpus } from './drive-corpus';
import { geminiControlRoutes } from './gemini-control.routes';
import { GeminiState } from './gemini-state';
import { generateRoutes } from './generate.routes';
import { invalidArgument, sendGoogleError } from './google-errors';
import { modelsRoutes } from './models.routes';

/** Whole documents travel in prompts; a million tokens is about 4 MB of text. */
const BODY_LIMIT = '50mb';

/**
 * The Gemini API (generativelanguage.googleapis.com/v1beta) as @google/genai calls it, plus test
 * controls. Body parsers are mounted on these paths only, so other services keep their raw bodies.
 */
export function geminiRoutes(context: EmulatorContext): Router {
  const state = new GeminiState(context);
  const router = Router();

  router.use('/__control/gemini', express.json(), geminiControlRoutes(state));

  const api = Router();
  // A call's latency counts from its arrival, before its body is read (generate.routes.ts).
  api.use((_req, res, next) => {
    res.locals.arrivedAt = performance.now();
    next();
  });
  api.use(express.json({ limit: BODY_LIMIT }), requireApiKey);
  api.use(modelsRoutes(state));
  api.use(generateRoutes(state, new DriveCorpus(context.driveDir, context.stateDir)));
  api.use((req, res) => {
    sendGoogleError(res, {
      code: 404,
      status: 'NOT_FOUND',
      message: `Method not found: ${req.method} ${req.path}`,
    });
  });
  api.use(badBody);
  router.use('/v1beta', api);
  // The real API serves v1 too, which @google/genai 3 calls by default; the rest of /v1 on this
  // host belongs to other services (Cloud KMS).
  router.use('/v1', (req, res, next) => (req.path.startsWith('/models') ? api(req, res, next) : next()));

  return router;
}

/** A body that is not JSON (or too big) gets Google's 400 instead of Express's HTML page. */
const badBody: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.parse.failed' || type === 'entity.too.large') {
    sendGoogleError(
      res,
      invalidArgument(`Invalid JSON payload received. ${String((error as Error).message)}`),
    );
    return;
  }
  next(error);
};

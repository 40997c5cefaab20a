import { Router } from 'express';
import type { GeminiState } from './gemini-state';
import { apiVersion, invalidArgument, modelNotFound, sendGoogleError } from './google-errors';
import { findModel, MODELS, modelResource } from './models';

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 1000;

function pageToken(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

function offsetOf(token: unknown): number | undefined {
  if (token === undefined || token === '') return 0;
  if (typeof token !== 'string') return undefined;
  const match = /^offset:(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : undefined;
}

/** `GET /v1beta/models` (paged with pageSize and pageToken) and `GET /v1beta/models/{model}`. */
export function modelsRoutes(state: GeminiState): Router {
  const router = Router();

  router.get('/models', (req, res) => {
    const requested = Number(req.query.pageSize ?? DEFAULT_PAGE_SIZE);
    const size =
      Number.isInteger(requested) && requested > 0 ? Math.min(requested, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
    const offset = offsetOf(req.query.pageToken);
    if (offset === undefined) {
      sendGoogleError(res, invalidArgument('Invalid page token.'));
      return;
    }
    const page = MODELS.slice(offset, offset + size);
    const next = offset + size < MODELS.length ? { nextPageToken: pageToken(offset + size) } : {};
    res.json({
      models: page.map((m) => modelResource(m, state.settings.inputTokenLimit ?? undefined)),
      ...next,
    });
  });

  router.get('/models/:name', (req, res) => {
    const info = findModel(req.params.name);
    if (!info) {
      sendGoogleError(res, modelNotFound(req.params.name, 'get', apiVersion(req.baseUrl)));
      return;
    }
    res.json(modelResource(info, state.settings.inputTokenLimit ?? undefined));
  });

  return router;
}

import crypto from 'node:crypto';
import express, { type Request, type Response, Router } from 'express';
import type { TokenGrant } from '../shared/tokens';
import { driveAuth, grantOf } from './drive-auth';
import {
  type BatchAnswer,
  type BatchCall,
  batchResponse,
  boundaryOf,
  MAX_BATCH_CALLS,
  parseBatch,
} from './drive-batch';
import type { DriveDeps } from './drive-deps';
import { DriveError, invalidBatch, notEmulatedInBatch } from './drive-errors';
import { applyFields, parseFields } from './fields-filter';
import { defaultFileFields } from './file-resource';

/** One inner call, answered as `GET /files/{id}` would be (its own supportsAllDrives and fields). */
async function answer(
  deps: DriveDeps,
  grant: TokenGrant,
  call: BatchCall,
): Promise<Omit<BatchAnswer, 'contentId'>> {
  const url = new URL(call.target, 'http://batch.invalid');
  const id = /^\/drive\/v3\/files\/([^/]+)$/.exec(url.pathname)?.[1];
  if (call.method !== 'GET' || !id || (url.searchParams.get('alt') ?? 'json') !== 'json') {
    throw notEmulatedInBatch();
  }
  const supportsAllDrives = url.searchParams.get('supportsAllDrives') === 'true';
  const item = await deps.access.find(grant, decodeURIComponent(id), supportsAllDrives);
  const resource = deps.resourceFor(grant, item);
  const fields = url.searchParams.get('fields');
  return {
    status: 200,
    body: fields ? applyFields(resource, parseFields(fields)) : defaultFileFields(resource),
  };
}

async function batch(deps: DriveDeps, req: Request, res: Response): Promise<void> {
  const boundary = boundaryOf(req.get('content-type'));
  const calls = boundary && typeof req.body === 'string' ? parseBatch(req.body, boundary) : undefined;
  if (!boundary || !calls || calls.length === 0) throw invalidBatch('The batch request has no parts.');
  if (calls.length > MAX_BATCH_CALLS) {
    throw invalidBatch(`A batch request may hold at most ${MAX_BATCH_CALLS} calls.`);
  }
  const grant = grantOf(res);
  const answers = await Promise.all(
    calls.map(async (call): Promise<BatchAnswer> => {
      const settled = await answer(deps, grant, call).catch((error: unknown) => {
        if (!(error instanceof DriveError)) throw error;
        return { status: error.code, body: error.toJSON() };
      });
      return { ...(call.contentId ? { contentId: call.contentId } : {}), ...settled };
    }),
  );
  const answerBoundary = `batch_${crypto.randomUUID().replaceAll('-', '')}`;
  res.type(`multipart/mixed; boundary=${answerBoundary}`).send(batchResponse(answers, answerBoundary));
}

/** Batch requests (drive-batch.ts): metadata reads only. */
export function batchRoutes(deps: DriveDeps): Router {
  const router = Router();
  router.use(driveAuth(deps.context), express.text({ type: 'multipart/mixed', limit: '1mb' }));
  router.post('/', (req, res) => batch(deps, req, res));
  return router;
}

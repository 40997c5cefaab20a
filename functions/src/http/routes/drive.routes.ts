import type { DriveStructureResponse } from '@quarry/contracts/drive';
import { SearchDocumentsRequest, type SearchDocumentsResponse } from '@quarry/contracts/research';
import { Router } from 'express';
import type { z } from 'zod';
import { driveStructure } from '../../domain/research/search/drive-structure';
import { searchDocuments } from '../../domain/research/search/search-documents';
import type { AppDeps } from '../app-deps';
import { requireUid } from '../middleware/session';
import { parseInput } from '../validate';

/** Live Drive search for the document dialog, and the folder tree for /google-drive. */
export function driveRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post('/query/search-documents', async (req, res) => {
    const uid = requireUid(res);
    const request = parseInput(SearchDocumentsRequest, req.body);
    const body: z.infer<typeof SearchDocumentsResponse> = {
      documents: await searchDocuments({ accounts: deps.accounts, drive: deps.drive }, uid, request),
    };
    res.json(body);
  });

  router.get('/google-drive/structure', async (_req, res) => {
    const uid = requireUid(res);
    const body: z.infer<typeof DriveStructureResponse> = { structure: await driveStructure(deps.drive, uid) };
    res.json(body);
  });

  return router;
}

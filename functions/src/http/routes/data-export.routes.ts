import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { openDownload } from '../../domain/account-data/download/open-download';
import { latestDataExport, startDataExport } from '../../domain/account-data/download/start-data-export';
import type { AppDeps } from '../app-deps';
import { requireUid } from '../middleware/session';

/**
 * Downloading one's data (docs/architecture/accounts-and-data.md): starting a download, following it, and fetching the
 * zip once built. Signed in only; a download is its owner's alone.
 */
export function dataExportRoutes(deps: AppDeps): Router {
  const router = Router();
  const { accountData } = deps;

  router.post('/account/data-export', async (_req, res) => {
    res.status(202).json(await startDataExport(accountData, requireUid(res)));
  });

  router.get('/account/data-export', async (_req, res) => {
    res.json(await latestDataExport(accountData, requireUid(res)));
  });

  router.get('/account/data-export/:id/download', async (req, res) => {
    const file = await openDownload(accountData, requireUid(res), req.params.id);
    res.status(200).set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'no-store',
    });
    // Chunk by chunk as the client takes them, without a length: sent in pieces (chunked), the
    // response may exceed what Cloud Run allows a response written at once (32 MiB). A chunk gone
    // meanwhile (the download expired), or a client that went away, ends it short: the browser
    // reports the download failed; nothing is left to answer.
    await pipeline(Readable.from(file.bytes), res).catch(() => res.destroy());
  });

  return router;
}

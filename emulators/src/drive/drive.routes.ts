import fs from 'node:fs/promises';
import { type NextFunction, type Request, type Response, Router } from 'express';
import type { EmulatorContext } from '../shared/context';
import { DriveCatalogue, type DriveItem } from './catalogue';
import { accountOf, driveAuth } from './drive-auth';
import {
  conversionNotSupported,
  DriveError,
  fieldsRequired,
  fileNotDownloadable,
  fileNotExportable,
  fileNotFound,
  invalidParameter,
  requiredParameter,
  sendDriveError,
} from './drive-errors';
import { driveViewRoutes } from './drive-view.routes';
import { exportContent, exportTargets } from './export-file';
import { applyFields, parseFields } from './fields-filter';
import { defaultFileFields, fileResource } from './file-resource';
import { listFiles } from './list-files';
import { TextIndex } from './text-index';

/** The first value of a query parameter (Express gives arrays for repeated ones). */
function param(req: Request, name: string): string | undefined {
  const value = req.query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/**
 * Google Drive v3 at its real paths (`/drive/v3/files`, `/files/{id}`, `/files/{id}/export`,
 * `/about`), backed by the folder of each account under context.driveDir, plus a page per file
 * for webViewLink (`/drive/view/{id}`).
 */
export function driveRoutes(context: EmulatorContext): Router {
  const catalogue = new DriveCatalogue(context.driveDir);
  const texts = new TextIndex();
  const api = Router();
  api.use(driveAuth(context));

  const findItem = async (email: string, id: string): Promise<DriveItem> => {
    const root = catalogue.rootItem(email);
    if (id === 'root' || id === root.id) return root;
    const item = await catalogue.item(email, id);
    if (!item) throw fileNotFound(id);
    return item;
  };

  const sendResource = (req: Request, res: Response, item: DriveItem) => {
    const resource = fileResource(item, context.baseUrl());
    const fields = param(req, 'fields');
    res.json(fields ? applyFields(resource, parseFields(fields)) : defaultFileFields(resource));
  };

  api.get('/files', async (req, res) => {
    const email = accountOf(res);
    const page = await listFiles(
      {
        q: param(req, 'q'),
        pageSize: param(req, 'pageSize'),
        pageToken: param(req, 'pageToken'),
        orderBy: param(req, 'orderBy'),
      },
      email,
      catalogue,
      texts,
    );
    const resources = page.files.map((item) => fileResource(item, context.baseUrl()));
    const fields = param(req, 'fields');
    const body = {
      kind: 'drive#fileList',
      ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
      incompleteSearch: false,
      files: fields ? resources : resources.map(defaultFileFields),
    };
    res.json(fields ? applyFields(body, parseFields(fields)) : body);
  });

  api.get('/files/:fileId', async (req, res) => {
    const item = await findItem(accountOf(res), req.params.fileId!);
    const alt = param(req, 'alt') ?? 'json';
    if (alt === 'json') {
      sendResource(req, res, item);
      return;
    }
    if (alt !== 'media') throw invalidParameter('alt');
    if (item.isFolder || item.isGoogleType) throw fileNotDownloadable();
    res.type(item.mimeType).send(await fs.readFile(item.absolutePath));
  });

  api.get('/files/:fileId/export', async (req, res) => {
    const item = await findItem(accountOf(res), req.params.fileId!);
    const target = param(req, 'mimeType');
    if (!target) throw requiredParameter('mimeType');
    if (item.isFolder || !item.isGoogleType) throw fileNotExportable();
    if (!exportTargets(item.mimeType).includes(target)) throw conversionNotSupported();
    const body = await exportContent(item, await fs.readFile(item.absolutePath), target);
    res.type(target).send(body);
  });

  api.get('/about', async (req, res) => {
    const fields = param(req, 'fields');
    if (!fields) throw fieldsRequired();
    const email = accountOf(res);
    const items = await catalogue.items(email);
    const usage = items.reduce((sum, item) => sum + (item.isFolder || item.isGoogleType ? 0 : item.size), 0);
    const trash = items.reduce((sum, item) => sum + (item.trashed && !item.isGoogleType ? item.size : 0), 0);
    const { owners } = fileResource(catalogue.rootItem(email), context.baseUrl()) as { owners: unknown[] };
    const about = {
      kind: 'drive#about',
      user: owners[0],
      storageQuota: {
        limit: String(15 * 1024 ** 3),
        usage: String(usage),
        usageInDrive: String(usage),
        usageInDriveTrash: String(trash),
      },
    };
    res.json(applyFields(about, parseFields(fields)));
  });

  const router = Router();
  router.use('/drive/v3', api);
  router.use(driveViewRoutes(catalogue, texts));
  router.use('/drive', (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof DriveError) {
      sendDriveError(res, error);
      return;
    }
    console.error('drive emulator:', error);
    sendDriveError(res, new DriveError(500, 'Internal Error', 'backendError'));
  });
  return router;
}

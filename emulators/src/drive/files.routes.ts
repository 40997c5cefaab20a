import fs from 'node:fs/promises';
import { type Request, type Response, Router } from 'express';
import type { DriveItem } from './catalogue';
import { accountOf, grantOf } from './drive-auth';
import { type DriveDeps, param } from './drive-deps';
import {
  cannotDownloadFile,
  cannotExportFile,
  conversionNotSupported,
  exportSizeLimitExceeded,
  fieldsRequired,
  fileNotDownloadable,
  fileNotExportable,
  invalidParameter,
  requiredParameter,
} from './drive-errors';
import { exportContent, exportTargets } from './export-file';
import { applyFields, parseFields } from './fields-filter';
import { defaultFileFields, fileResource } from './file-resource';
import { listCorpus } from './list-corpus';
import { listFiles } from './list-files';
import { roleMayDownload } from './shared-drives';

/** "The exported content is limited to 10MB" (files.export reference, checked 2026-12-06). */
export const EXPORT_LIMIT_BYTES = 10 * 1024 * 1024;

/** files.list: the corpus the flags ask for (list-corpus.ts), filtered, ordered and paged. */
async function list(deps: DriveDeps, req: Request, res: Response): Promise<void> {
  const email = accountOf(res);
  const grant = grantOf(res);
  const corpus = await listCorpus(req, email, deps.access);
  const page = await listFiles(
    {
      q: param(req, 'q'),
      pageSize: param(req, 'pageSize'),
      pageToken: param(req, 'pageToken'),
      orderBy: param(req, 'orderBy'),
    },
    email,
    corpus,
    deps.catalogue,
    deps.texts,
    (item) => deps.appFiles.visible(grant, item),
    (item) => deps.appProperties.of(grant, item.id),
  );
  const resources = page.files.map((item) => deps.resourceFor(grant, item));
  const fields = param(req, 'fields');
  const body = {
    kind: 'drive#fileList',
    ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
    incompleteSearch: corpus.incompleteSearch,
    files: fields ? resources : resources.map(defaultFileFields),
  };
  res.json(fields ? applyFields(body, parseFields(fields)) : body);
}

/** Whether the token's account may download or export the item (its owner may turn that off for readers). */
function mayDownload(deps: DriveDeps, res: Response, item: DriveItem): boolean {
  return roleMayDownload(deps.access.roleOf(grantOf(res), item), item.copyRestricted === true);
}

/** files.get: the metadata, or with alt=media the bytes of an uploaded file. */
async function get(deps: DriveDeps, req: Request, res: Response): Promise<void> {
  const item = await deps.findItem(req, res, String(req.params.fileId));
  const alt = param(req, 'alt') ?? 'json';
  if (alt === 'json') {
    deps.sendResource(req, res, item);
    return;
  }
  if (alt !== 'media') throw invalidParameter('alt');
  if (item.isFolder || item.isGoogleType) throw fileNotDownloadable();
  if (!mayDownload(deps, res, item)) throw cannotDownloadFile();
  res.type(item.mimeType).send(await fs.readFile(item.absolutePath));
}

/**
 * files.export: a Google Docs editors file converted, within Drive's 10 MB limit. Export takes no
 * supportsAllDrives (the reference lists only fileId and mimeType, checked 2026-12-06): a Shared
 * Drive's file exports for a member by id alone.
 */
async function exportFile(deps: DriveDeps, req: Request, res: Response): Promise<void> {
  const item = await deps.access.find(grantOf(res), String(req.params.fileId), true);
  const target = param(req, 'mimeType');
  if (!target) throw requiredParameter('mimeType');
  if (item.isFolder || !item.isGoogleType) throw fileNotExportable();
  if (!exportTargets(item.mimeType).includes(target)) throw conversionNotSupported();
  if (!mayDownload(deps, res, item)) throw cannotExportFile();
  const body = await exportContent(item, await fs.readFile(item.absolutePath), target);
  if (body.length > EXPORT_LIMIT_BYTES) throw exportSizeLimitExceeded();
  res.type(target).send(body);
}

/** about.get: the person and their storage use. */
async function about(deps: DriveDeps, req: Request, res: Response): Promise<void> {
  const fields = param(req, 'fields');
  if (!fields) throw fieldsRequired();
  const email = accountOf(res);
  const items = await deps.catalogue.items(email);
  const usage = items.reduce((sum, item) => sum + (item.isFolder || item.isGoogleType ? 0 : item.size), 0);
  const trash = items.reduce((sum, item) => sum + (item.trashed && !item.isGoogleType ? item.size : 0), 0);
  const root = deps.catalogue.rootItem(email);
  const { owners } = fileResource(root, deps.context.baseUrl()) as { owners: unknown[] };
  const body = {
    kind: 'drive#about',
    user: owners[0],
    storageQuota: {
      limit: String(15 * 1024 ** 3),
      usage: String(usage),
      usageInDrive: String(usage),
      usageInDriveTrash: String(trash),
    },
  };
  res.json(applyFields(body, parseFields(fields)));
}

/** files.list, files.get, files.export and about.get at Drive's paths. */
export function filesRoutes(deps: DriveDeps): Router {
  const router = Router();
  router.get('/files', (req, res) => list(deps, req, res));
  router.get('/files/:fileId', (req, res) => get(deps, req, res));
  router.get('/files/:fileId/export', (req, res) => exportFile(deps, req, res));
  router.get('/about', (req, res) => about(deps, req, res));
  return router;
}

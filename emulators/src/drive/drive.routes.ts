import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import type { EmulatorContext } from '../shared/context';
import { StateFile } from '../shared/state-file';
import type { TokenGrant } from '../shared/tokens';
import { AppFiles, type AppFilesState } from './app-files';
import { AppProperties, type AppPropertiesState } from './app-properties';
import { DriveCatalogue, type DriveItem } from './catalogue';
import { ChangeJournal } from './change-journal';
import { changesRoutes } from './changes.routes';
import { accountOf, driveAuth, grantOf, readsEverything } from './drive-auth';
import { type BatchAnswer, batchResponse, boundaryOf, MAX_BATCH_CALLS, parseBatch } from './drive-batch';
import { createRoutes } from './drive-create.routes';
import { driveEditControl } from './drive-edit-control';
import {
  conversionNotSupported,
  DriveError,
  fieldsRequired,
  fileNotDownloadable,
  fileNotExportable,
  fileNotFound,
  invalidBatch,
  invalidParameter,
  notEmulatedInBatch,
  requiredParameter,
  sendDriveError,
} from './drive-errors';
import { driveViewRoutes } from './drive-view.routes';
import { exportContent, exportTargets } from './export-file';
import { applyFields, parseFields } from './fields-filter';
import { defaultFileFields, fileResource } from './file-resource';
import { listFiles } from './list-files';
import { pickerRoutes } from './picker.routes';
import { TextIndex } from './text-index';

/** The first value of a query parameter (Express gives arrays for repeated ones). */
function param(req: Request, name: string): string | undefined {
  const value = req.query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/**
 * Google Drive v3 at its real paths (`/drive/v3/files`, `/files/{id}`, `/files/{id}/export`,
 * `/about`, files.create at `/drive/v3/files` and `/upload/drive/v3/files`, the change log at
 * `/changes` (changes.routes.ts)), backed by the folder
 * of each account under context.driveDir, plus a page per file for webViewLink
 * (`/drive/view/{id}`) and the Google Picker (`/picker`, picker.routes.ts). A token with only
 * drive.file sees what its app created or was given in the Picker (app-files.ts).
 */
export function driveRoutes(context: EmulatorContext): Router {
  const journal = new ChangeJournal(context.stateDir, context.driveDir, context.now);
  const catalogue = new DriveCatalogue(context.driveDir, (email, items) => journal.observe(email, items));
  const texts = new TextIndex();
  const appFiles = new AppFiles(
    new StateFile<AppFilesState>(context.stateDir, 'drive-app-files', () => ({ created: {} })),
  );
  const appProperties = new AppProperties(
    new StateFile<AppPropertiesState>(context.stateDir, 'drive-app-properties', () => ({ byApp: {} })),
  );
  const api = Router();
  api.use(driveAuth(context));

  const findFor = async (grant: TokenGrant, id: string): Promise<DriveItem> => {
    const email = grant.email.toLowerCase();
    const root = catalogue.rootItem(email);
    if (id === 'root' || id === root.id) return root;
    const item = await catalogue.item(email, id);
    // Drive answers a file the token may not see exactly as one that does not exist.
    if (!item || !appFiles.visible(grant, item)) throw fileNotFound(id);
    return item;
  };
  const findItem = (res: Response, id: string) => findFor(grantOf(res), id);
  /** The File resource as this token sees it: isAppAuthorized and appProperties are its app's own. */
  const resourceFor = (grant: TokenGrant, item: DriveItem) => {
    const own = appProperties.of(grant, item.id);
    return {
      ...fileResource(item, context.baseUrl()),
      isAppAuthorized: appFiles.authorized(grant, item.id),
      ...(Object.keys(own).length > 0 ? { appProperties: own } : {}),
    };
  };

  const sendResource = (req: Request, res: Response, item: DriveItem) => {
    const resource = resourceFor(grantOf(res), item);
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
      (item) => appFiles.visible(grantOf(res), item),
      (item) => appProperties.of(grantOf(res), item.id),
    );
    const resources = page.files.map((item) => resourceFor(grantOf(res), item));
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
    const item = await findItem(res, req.params.fileId!);
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
    const item = await findItem(res, req.params.fileId!);
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

  // Batch requests (drive-batch.ts): metadata reads, each answered as `GET /files/{id}` would be.
  const batch = Router();
  batch.use(driveAuth(context), express.text({ type: 'multipart/mixed', limit: '1mb' }));
  batch.post('/', async (req, res) => {
    const boundary = boundaryOf(req.get('content-type'));
    const calls = boundary && typeof req.body === 'string' ? parseBatch(req.body, boundary) : undefined;
    if (!boundary || !calls || calls.length === 0) throw invalidBatch('The batch request has no parts.');
    if (calls.length > MAX_BATCH_CALLS) {
      throw invalidBatch(`A batch request may hold at most ${MAX_BATCH_CALLS} calls.`);
    }
    const grant = grantOf(res);
    const answers = await Promise.all(
      calls.map(async (call): Promise<BatchAnswer> => {
        const answer = async (): Promise<Omit<BatchAnswer, 'contentId'>> => {
          const url = new URL(call.target, 'http://batch.invalid');
          const id = /^\/drive\/v3\/files\/([^/]+)$/.exec(url.pathname)?.[1];
          if (call.method !== 'GET' || !id || (url.searchParams.get('alt') ?? 'json') !== 'json') {
            throw notEmulatedInBatch();
          }
          const resource = resourceFor(grant, await findFor(grant, decodeURIComponent(id)));
          const fields = url.searchParams.get('fields');
          return {
            status: 200,
            body: fields ? applyFields(resource, parseFields(fields)) : defaultFileFields(resource),
          };
        };
        const settled = await answer().catch((error: unknown) => {
          if (!(error instanceof DriveError)) throw error;
          return { status: error.code, body: error.toJSON() };
        });
        return { ...(call.contentId ? { contentId: call.contentId } : {}), ...settled };
      }),
    );
    const answerBoundary = `batch_${crypto.randomUUID().replaceAll('-', '')}`;
    res.type(`multipart/mixed; boundary=${answerBoundary}`).send(batchResponse(answers, answerBoundary));
  });

  api.use(
    changesRoutes({
      catalogue,
      journal,
      visible: (grant, item) => appFiles.visible(grant, item),
      visibleRemoved: (grant, id) => readsEverything(grant) || appFiles.authorized(grant, id),
      resourceFor,
    }),
  );

  const creating = createRoutes({ context, catalogue, appFiles, appProperties, findItem, sendResource });
  api.use(creating.metadata);

  const router = Router();
  router.use('/drive/v3', api);
  router.use('/upload/drive/v3', creating.upload);
  router.use('/batch/drive/v3', batch);
  router.use(driveViewRoutes(catalogue, texts));
  router.use(pickerRoutes({ context, catalogue, appFiles }));
  router.use(driveEditControl(catalogue));
  router.use(
    ['/drive', '/batch/drive', '/upload/drive'],
    (error: unknown, _req: Request, res: Response, next: NextFunction) => {
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
    },
  );
  return router;
}

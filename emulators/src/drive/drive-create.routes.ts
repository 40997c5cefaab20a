import express, { type Request, type Response, Router } from 'express';
import type { EmulatorContext } from '../shared/context';
import type { AppFiles } from './app-files';
import { type AppProperties, readAppProperties } from './app-properties';
import type { DriveCatalogue, DriveItem } from './catalogue';
import { createInDrive, type Media, readMetadata } from './create-file';
import { driveAuth, grantOf, mayCreate } from './drive-auth';
import {
  insufficientScopes,
  invalidParameter,
  invalidParent,
  malformedMultipart,
  requiredParameter,
  updateNotEmulated,
  uploadNotEmulated,
} from './drive-errors';
import { parseRelated, relatedBoundary } from './multipart-related';

export interface CreateDeps {
  context: EmulatorContext;
  catalogue: DriveCatalogue;
  appFiles: AppFiles;
  appProperties: AppProperties;
  /** The item by id as this request may see it (its supportsAllDrives read from it; 404 otherwise). */
  findItem: (req: Request, res: Response, id: string) => Promise<DriveItem>;
  sendResource: (req: Request, res: Response, item: DriveItem) => void;
}

/** The largest upload taken: Drive's multipart uploads are meant for 5 MB or less. */
const UPLOAD_LIMIT = '10mb';

/**
 * files.create: `POST /drive/v3/files` with metadata only (folders, empty Docs) and
 * `POST /upload/drive/v3/files?uploadType=multipart` with metadata and media (Docs converted from
 * HTML, Word, Markdown or text). A token needs the drive or drive.file scope; what it creates is
 * recorded as its app's, for drive.file reads, with the appProperties it was given (app-properties.ts).
 */
export function createRoutes(deps: CreateDeps): { metadata: Router; upload: Router } {
  const create = async (req: Request, res: Response, body: unknown, media: Media | undefined) => {
    const grant = grantOf(res);
    if (!mayCreate(grant)) throw insufficientScopes();
    const metadata = readMetadata(body);
    const properties = readAppProperties((body as { appProperties?: unknown } | undefined)?.appProperties);
    const parentIds = metadata.parents ?? [];
    if (parentIds.length > 1) throw invalidParent('A file can have only one parent folder.');
    const parent = await deps.findItem(req, res, parentIds[0] ?? 'root');
    if (!parent.isFolder || parent.trashed)
      throw invalidParent('The parent must be a folder that is not in the trash.');
    const item = await createInDrive(deps.catalogue, parent, metadata, media);
    deps.appFiles.record(grant, item.id);
    deps.appProperties.created(grant, item.id, properties);
    deps.sendResource(req, res, item);
  };

  const metadata = Router();
  metadata.post('/files', express.json({ limit: '1mb' }), async (req, res) => {
    await create(req, res, req.body, undefined);
  });
  // files.update of metadata: only appProperties are emulated (how an app marks a file it made).
  metadata.patch('/files/:fileId', express.json({ limit: '1mb' }), async (req, res) => {
    const grant = grantOf(res);
    if (!mayCreate(grant)) throw insufficientScopes();
    const item = await deps.findItem(req, res, req.params.fileId!);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const others = Object.keys(body).filter((key) => key !== 'appProperties');
    if (others.length > 0) throw updateNotEmulated(others);
    deps.appProperties.updated(grant, item.id, body.appProperties);
    deps.sendResource(req, res, item);
  });

  const upload = Router();
  upload.use(driveAuth(deps.context), express.raw({ type: () => true, limit: UPLOAD_LIMIT }));
  upload.post('/files', async (req, res) => {
    const uploadType = typeof req.query.uploadType === 'string' ? req.query.uploadType : undefined;
    if (!uploadType) throw requiredParameter('uploadType');
    if (uploadType === 'media' || uploadType === 'resumable')
      throw uploadNotEmulated(`${uploadType} uploads`);
    if (uploadType !== 'multipart') throw invalidParameter('uploadType');
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const boundary = relatedBoundary(req.get('content-type'));
    if (!boundary) throw malformedMultipart('Invalid multipart request with 0 mime parts.');
    const parts = parseRelated(body, boundary);
    if (!parts) throw malformedMultipart('Missing end boundary in multipart body.');
    if (parts.length !== 2)
      throw malformedMultipart(`Invalid multipart request with ${parts.length} mime parts.`);
    const [head, media] = parts as [Media, Media];
    if (!/^application\/json\b/i.test(head.contentType))
      throw malformedMultipart('Malformed multipart body.');
    let json: unknown;
    try {
      json = JSON.parse(head.body.toString('utf8'));
    } catch {
      throw malformedMultipart('Malformed multipart body.');
    }
    await create(req, res, json, media);
  });
  return { metadata, upload };
}

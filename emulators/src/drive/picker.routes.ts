import express, { type Response, Router } from 'express';
import type { EmulatorContext } from '../shared/context';
import type { TokenGrant } from '../shared/tokens';
import type { AppFiles } from './app-files';
import type { DriveCatalogue, DriveItem } from './catalogue';
import type { DriveAccess } from './drive-access';
import { DRIVE_FILE_SCOPE, readsEverything } from './drive-auth';
import { type PickerView, pickerPage, problemPage, resultPage } from './picker.html';

export interface PickerDeps {
  context: EmulatorContext;
  catalogue: DriveCatalogue;
  appFiles: AppFiles;
  access: DriveAccess;
}

class PickerProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The opener's origin, where the result is posted: an http(s) origin and nothing more. */
function openerOrigin(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : '';
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== text) {
    throw new PickerProblem(400, 'The Picker needs the origin of the page that opens it.');
  }
  return text;
}

/** The person the token is theirs, as Google's Picker takes it from setOAuthToken. */
function grantOf(deps: PickerDeps, raw: unknown): TokenGrant {
  const grant = typeof raw === 'string' ? deps.context.tokens.checkAccessToken(raw) : undefined;
  if (!grant)
    throw new PickerProblem(401, 'This Picker was opened with an access token that is not valid any more.');
  if (!readsEverything(grant) && !grant.scopes.includes(DRIVE_FILE_SCOPE)) {
    throw new PickerProblem(403, 'This access token gives no access to Google Drive.');
  }
  return grant;
}

/**
 * A folder of the token's My Drive or of a Shared Drive it is a member of (the drive itself
 * included), not in the trash ('' or nothing: My Drive). Google's Picker offers Shared Drives when
 * its view says setEnableDrives(true) (checked 2026-12-06); the emulated one always does.
 */
async function folderOf(deps: PickerDeps, grant: TokenGrant, raw: unknown): Promise<DriveItem> {
  const email = grant.email.toLowerCase();
  if (raw === undefined || raw === '') return deps.catalogue.rootItem(email);
  const item = typeof raw === 'string' ? await deps.access.locate(email, raw) : undefined;
  if (!item?.isFolder || item.trashed)
    throw new PickerProblem(404, 'This folder is not in your Google Drive.');
  return item;
}

/** My Drive (or the Shared Drive), then each folder down to `folder`. */
function trailTo(folder: DriveItem, byId: Map<string, DriveItem>): PickerView['trail'] {
  const trail: PickerView['trail'] = [];
  for (let item: DriveItem | undefined = folder; item?.parentId; item = byId.get(item.parentId)) {
    trail.unshift({ id: item.id, name: item.name });
  }
  if (!folder.driveId) return [{ id: '', name: 'My Drive' }, ...trail];
  return [{ id: '', name: 'My Drive' }, { id: folder.driveId, name: drivesName(folder, byId) }, ...trail];
}

/** The name of the Shared Drive an item is in (its top folder is not among the items). */
function drivesName(folder: DriveItem, byId: Map<string, DriveItem>): string {
  if (folder.id === folder.driveId) return folder.name;
  return byId.get(folder.driveId ?? '')?.name ?? 'Shared drive';
}

function send(res: Response, work: () => Promise<string>): Promise<void> {
  // The page shows a Drive token's folders and acts with it: never kept by a cache.
  res.set('Cache-Control', 'no-store');
  return work().then(
    (html) => void res.type('html').send(html),
    (error: unknown) => {
      if (!(error instanceof PickerProblem)) throw error;
      res.status(error.status).type('html').send(problemPage(error.message));
    },
  );
}

/**
 * The Google Picker, emulated for choosing a folder (docs/decisions/exports.md): `GET /picker?token=&origin=`
 * shows the token's account's folders as Google's Picker does (the whole drive, whatever the
 * token's scope), one level at a time (`&folder=`). Select records the folder as opened by the
 * token's app, so drive.file reads and creates in it succeed afterwards, and posts the Picker's
 * callback data (`{action:'picked', docs:[{id, name, mimeType}]}`, or `{action:'cancel'}`) to the
 * window that opened it, at `origin` only. The token travels in the address here; Google's Picker
 * takes it in script (setOAuthToken): the emulator's tokens reach nothing real.
 */
export function pickerRoutes(deps: PickerDeps): Router {
  const router = Router();

  router.get('/picker', (req, res) =>
    send(res, async () => {
      const origin = openerOrigin(req.query.origin);
      const token = String(req.query.token ?? '');
      const grant = grantOf(deps, token);
      const folder = await folderOf(deps, grant, req.query.folder);
      const items = await deps.catalogue.items(folder.email);
      const folders = items
        .filter((item) => item.isFolder && !item.trashed && item.parentId === folder.id)
        .sort((a, b) => a.name.localeCompare(b.name));
      const byId = new Map(items.map((item) => [item.id, item]));
      if (folder.driveId) byId.set(folder.driveId, deps.catalogue.rootItem(folder.email));
      const trail = trailTo(folder, byId);
      // At the top, the Shared Drives the person is a member of come after My Drive's folders.
      const drives = folder.parentId || folder.driveId ? [] : await deps.access.memberDrives(grant.email);
      const shared = drives.map((drive) => deps.catalogue.rootItem(drive.key));
      return pickerPage({ token, origin, trail, folders, shared });
    }),
  );

  const form = express.urlencoded({ extended: false, limit: '16kb' });
  router.post('/picker/select', form, (req, res) =>
    send(res, async () => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const origin = openerOrigin(body.origin);
      const grant = grantOf(deps, body.token);
      if (!body.folder) throw new PickerProblem(400, 'Choose a folder first.');
      const folder = await folderOf(deps, grant, body.folder);
      deps.appFiles.recordOpened(grant, folder.id);
      const docs = [{ id: folder.id, name: folder.name, mimeType: folder.mimeType }];
      return resultPage({ action: 'picked', docs }, origin);
    }),
  );

  router.post('/picker/cancel', form, (req, res) =>
    send(res, async () => resultPage({ action: 'cancel' }, openerOrigin(req.body?.origin))),
  );

  return router;
}

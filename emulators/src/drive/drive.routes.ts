import { type NextFunction, type Request, type Response, Router } from 'express';
import type { EmulatorContext } from '../shared/context';
import { batchRoutes } from './batch.routes';
import { changesRoutes } from './changes.routes';
import { driveAuth, readsEverything } from './drive-auth';
import { createRoutes } from './drive-create.routes';
import { driveDeps } from './drive-deps';
import { driveEditControl } from './drive-edit-control';
import { DriveError, sendDriveError } from './drive-errors';
import { driveViewRoutes } from './drive-view.routes';
import { drivesRoutes } from './drives.routes';
import { filesRoutes } from './files.routes';
import { pickerRoutes } from './picker.routes';

/** Google's error body for whatever a Drive route threw. */
function driveErrors(error: unknown, _req: Request, res: Response, next: NextFunction): void {
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
}

/**
 * Google Drive v3 at its real paths (`/drive/v3/files`, `/files/{id}`, `/files/{id}/export`,
 * `/about`, `/drives`, files.create at `/drive/v3/files` and `/upload/drive/v3/files`, the change
 * log at `/changes` (changes.routes.ts)), backed by the folder of each account under
 * context.driveDir and the Shared Drives under its `_shared-drives/` (shared-drives.ts), plus a page
 * per file for webViewLink (`/drive/view/{id}`) and the Google Picker (`/picker`, picker.routes.ts).
 * A token with only drive.file sees what its app created or was given in the Picker (app-files.ts).
 */
export function driveRoutes(context: EmulatorContext): Router {
  const deps = driveDeps(context);
  const { catalogue, journal, appFiles, access } = deps;
  const api = Router();
  api.use(driveAuth(context));
  api.use(filesRoutes(deps));
  api.use(drivesRoutes(deps));
  api.use(
    changesRoutes({
      catalogue,
      journal,
      access,
      visible: (grant, item) => appFiles.visible(grant, item),
      visibleRemoved: (grant, id) => readsEverything(grant) || appFiles.authorized(grant, id),
      resourceFor: deps.resourceFor,
    }),
  );
  const creating = createRoutes(deps);
  api.use(creating.metadata);

  const router = Router();
  router.use('/drive/v3', api);
  router.use('/upload/drive/v3', creating.upload);
  router.use('/batch/drive/v3', batchRoutes(deps));
  router.use(driveViewRoutes(catalogue, deps.texts));
  router.use(pickerRoutes({ context, catalogue, appFiles, access }));
  router.use(driveEditControl(catalogue));
  router.use(['/drive', '/batch/drive', '/upload/drive'], driveErrors);
  return router;
}

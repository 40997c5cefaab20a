import type { Request, Response } from 'express';
import type { EmulatorContext } from '../shared/context';
import { StateFile } from '../shared/state-file';
import type { TokenGrant } from '../shared/tokens';
import { AppFiles, type AppFilesState } from './app-files';
import { AppProperties, type AppPropertiesState } from './app-properties';
import { DriveCatalogue, type DriveItem } from './catalogue';
import { ChangeJournal } from './change-journal';
import { DriveAccess, flag } from './drive-access';
import { grantOf } from './drive-auth';
import { applyFields, parseFields } from './fields-filter';
import { defaultFileFields, fileResource } from './file-resource';
import { isSharedKey } from './shared-drives';
import { TextCache } from './text-cache';
import { TextIndex } from './text-index';

/** What every Drive route shares: the drives on disk, the change log, and what each token may see. */
export interface DriveDeps {
  context: EmulatorContext;
  catalogue: DriveCatalogue;
  journal: ChangeJournal;
  texts: TextIndex;
  appFiles: AppFiles;
  appProperties: AppProperties;
  access: DriveAccess;
  /** The item by id as this request may see it (its `supportsAllDrives` read from the request), else 404. */
  findItem: (req: Request, res: Response, id: string) => Promise<DriveItem>;
  /** The File resource as this token sees it: isAppAuthorized and appProperties are its app's own. */
  resourceFor: (grant: TokenGrant, item: DriveItem) => Record<string, unknown>;
  sendResource: (req: Request, res: Response, item: DriveItem) => void;
}

/** The first value of a query parameter (Express gives arrays for repeated ones). */
export function param(req: Request, name: string): string | undefined {
  const value = req.query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

export function driveDeps(context: EmulatorContext): DriveDeps {
  const journal = new ChangeJournal(context.stateDir, context.driveDir, context.now);
  // A Shared Drive's changes are also its members' (changes.list with includeItemsFromAllDrives).
  const catalogue: DriveCatalogue = new DriveCatalogue(context.driveDir, (key, items) => {
    const members = isSharedKey(key) ? [...(catalogue.sharedDrive(key)?.members.keys() ?? [])] : [];
    journal.observe(key, items, members);
  });
  const appFiles = new AppFiles(
    new StateFile<AppFilesState>(context.stateDir, 'drive-app-files', () => ({ created: {} })),
  );
  const appProperties = new AppProperties(
    new StateFile<AppPropertiesState>(context.stateDir, 'drive-app-properties', () => ({ byApp: {} })),
  );
  const access = new DriveAccess(catalogue, appFiles);
  const resourceFor = (grant: TokenGrant, item: DriveItem) => {
    const own = appProperties.of(grant, item.id);
    return {
      ...fileResource(item, context.baseUrl(), access.roleOf(grant, item)),
      isAppAuthorized: appFiles.authorized(grant, item.id),
      ...(Object.keys(own).length > 0 ? { appProperties: own } : {}),
    };
  };
  return {
    context,
    catalogue,
    journal,
    texts: new TextIndex(new TextCache(context.stateDir)),
    appFiles,
    appProperties,
    access,
    findItem: (req, res, id) => access.find(grantOf(res), id, flag(req, 'supportsAllDrives')),
    resourceFor,
    sendResource: (req, res, item) => {
      const resource = resourceFor(grantOf(res), item);
      const fields = param(req, 'fields');
      res.json(fields ? applyFields(resource, parseFields(fields)) : defaultFileFields(resource));
    },
  };
}

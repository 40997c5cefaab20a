import { type Request, type Response, Router } from 'express';
import type { TokenGrant } from '../shared/tokens';
import type { DriveCatalogue, DriveItem } from './catalogue';
import type { ChangeEntry, ChangeJournal } from './change-journal';
import { type DriveAccess, flag } from './drive-access';
import { accountOf, grantOf } from './drive-auth';
import { driveNotFound, invalidParameter, requiredParameter } from './drive-errors';
import { applyFields, parseFields } from './fields-filter';
import { defaultFileFields } from './file-resource';
import { parsePageSize } from './list-files';

export interface ChangesDeps {
  catalogue: DriveCatalogue;
  journal: ChangeJournal;
  access: DriveAccess;
  /** Whether the token may see the item (drive.file: only its app's). */
  visible: (grant: TokenGrant, item: DriveItem) => boolean;
  /** Whether the token may see an item gone from the drive (drive.file: one its app had). */
  visibleRemoved: (grant: TokenGrant, fileId: string) => boolean;
  resourceFor: (grant: TokenGrant, item: DriveItem) => Record<string, unknown>;
}

const SPACES = new Set(['drive', 'appDataFolder', 'photos']);

function param(req: Request, name: string): string | undefined {
  const value = req.query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** The log a call reads, the trees it covers, and which Shared Drives' changes in it are shown. */
interface LogScope {
  key: string;
  trees: string[];
  shownDrives: Set<string>;
}

/**
 * Which log (checked 2026-12-06, changes.list and changes.getStartPageToken): with `driveId` (and
 * supportsAllDrives) that Shared Drive's own; else the person's, whose Shared Drive changes are
 * shown only with `includeItemsFromAllDrives=true` and `supportsAllDrives=true`.
 */
async function scopeOf(deps: ChangesDeps, req: Request, email: string): Promise<LogScope> {
  const drives = await deps.access.memberDrives(email);
  const driveId = param(req, 'driveId');
  const supports = flag(req, 'supportsAllDrives');
  if (driveId !== undefined) {
    if (!supports) throw invalidParameter('supportsAllDrives', 'driveId needs supportsAllDrives=true.');
    const drive = drives.find((d) => d.id === driveId);
    if (!drive) throw driveNotFound(driveId);
    return { key: drive.key, trees: [drive.key], shownDrives: new Set() };
  }
  const shared = supports && flag(req, 'includeItemsFromAllDrives');
  return {
    key: email,
    trees: [email, ...drives.map((d) => d.key)],
    shownDrives: new Set(shared ? drives.map((d) => d.id) : []),
  };
}

/** Reads the trees again (the journal logs what changed since the last read); every item by id. */
async function catchUp(deps: ChangesDeps, trees: string[]): Promise<Map<string, DriveItem>> {
  const all = new Map<string, DriveItem>();
  for (const tree of trees) {
    deps.catalogue.forget(tree);
    for (const item of await deps.catalogue.items(tree)) all.set(item.id, item);
  }
  return all;
}

function send(req: Request, res: Response, body: Record<string, unknown>, byDefault: unknown): void {
  const fields = param(req, 'fields');
  res.json(fields ? applyFields(body, parseFields(fields)) : byDefault);
}

async function startPageToken(deps: ChangesDeps, req: Request, res: Response): Promise<void> {
  const scope = await scopeOf(deps, req, accountOf(res));
  await catchUp(deps, scope.trees);
  const body = { kind: 'drive#startPageToken', startPageToken: String(deps.journal.startToken(scope.key)) };
  send(req, res, body, body);
}

/** The entries this call shows, each with its item as it is now (none when removed). */
function shownEntries(
  deps: ChangesDeps,
  req: Request,
  grant: TokenGrant,
  scope: LogScope,
  entries: ChangeEntry[],
  items: Map<string, DriveItem>,
): { entry: ChangeEntry; item?: DriveItem }[] {
  const includeRemoved = param(req, 'includeRemoved') !== 'false';
  return entries.flatMap((entry): { entry: ChangeEntry; item?: DriveItem }[] => {
    if (entry.driveId && !scope.shownDrives.has(entry.driveId)) return [];
    const item = items.get(entry.fileId);
    if (entry.removed || !item) {
      return includeRemoved && deps.visibleRemoved(grant, entry.fileId) ? [{ entry }] : [];
    }
    return deps.visible(grant, item) ? [{ entry, item }] : [];
  });
}

async function listChanges(deps: ChangesDeps, req: Request, res: Response): Promise<void> {
  const grant = grantOf(res);
  const token = param(req, 'pageToken');
  if (!token) throw requiredParameter('pageToken');
  const pageSize = parsePageSize(param(req, 'pageSize'));
  const spaces = (param(req, 'spaces') ?? 'drive').split(',').map((space) => space.trim());
  if (spaces.some((space) => !SPACES.has(space))) throw invalidParameter('spaces');
  const scope = await scopeOf(deps, req, accountOf(res));
  const items = await catchUp(deps, scope.trees);
  const next = deps.journal.startToken(scope.key);
  const from = /^\d+$/.test(token) ? Number(token) : Number.NaN;
  if (!(from >= 1 && from <= next)) throw invalidParameter('pageToken');
  // The emulated drive has no app data folder: only the 'drive' space has changes.
  const entries = spaces.includes('drive') ? deps.journal.entriesFrom(scope.key, from) : [];
  const shown = shownEntries(deps, req, grant, scope, entries, items);
  const after = shown[pageSize];
  const changes = shown.slice(0, pageSize).map(({ entry, item }) => ({
    kind: 'drive#change',
    changeType: 'file',
    time: entry.time,
    removed: !item,
    fileId: entry.fileId,
    ...(item ? { file: deps.resourceFor(grant, item) } : {}),
  }));
  const body = {
    kind: 'drive#changeList',
    ...(after ? { nextPageToken: String(after.entry.n) } : { newStartPageToken: String(next) }),
    changes,
  };
  const byDefault = {
    ...body,
    changes: changes.map((change) =>
      change.file ? { ...change, file: defaultFileFields(change.file) } : change,
    ),
  };
  send(req, res, body, byDefault);
}

/**
 * Drive's change log (changes.getStartPageToken and changes.list, checked 2026-11-27 and, for
 * Shared Drives, 2026-12-06) over the change journal. Both read the trees again first, so an edit
 * on disk just before is seen, as files.get sees it. Page tokens are change numbers; each file is
 * listed once, as it is now.
 */
export function changesRoutes(deps: ChangesDeps): Router {
  const router = Router();
  router.get('/changes/startPageToken', (req, res) => startPageToken(deps, req, res));
  router.get('/changes', (req, res) => listChanges(deps, req, res));
  return router;
}

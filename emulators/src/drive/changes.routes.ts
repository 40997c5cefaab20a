import { type Request, type Response, Router } from 'express';
import type { TokenGrant } from '../shared/tokens';
import type { DriveCatalogue, DriveItem } from './catalogue';
import type { ChangeEntry, ChangeJournal } from './change-journal';
import { accountOf, grantOf } from './drive-auth';
import { invalidParameter, requiredParameter } from './drive-errors';
import { applyFields, parseFields } from './fields-filter';
import { defaultFileFields } from './file-resource';
import { parsePageSize } from './list-files';

export interface ChangesDeps {
  catalogue: DriveCatalogue;
  journal: ChangeJournal;
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

/**
 * Drive's change log (changes.getStartPageToken and changes.list, checked 2026-11-27) over the
 * change journal. Both read the account's tree again first, so an edit on disk just before is
 * seen, as files.get sees it. Page tokens are change numbers; each file is listed once, as it is now.
 */
export function changesRoutes(deps: ChangesDeps): Router {
  const router = Router();
  /** Reads the account's drive again: the journal logs what changed since the last read. */
  const catchUp = async (email: string): Promise<Map<string, DriveItem>> => {
    deps.catalogue.forget(email);
    const items = await deps.catalogue.items(email);
    return new Map(items.map((item) => [item.id, item]));
  };
  const send = (req: Request, res: Response, body: Record<string, unknown>, byDefault: unknown) => {
    const fields = param(req, 'fields');
    res.json(fields ? applyFields(body, parseFields(fields)) : byDefault);
  };

  router.get('/changes/startPageToken', async (req, res) => {
    const email = accountOf(res);
    await catchUp(email);
    const body = { kind: 'drive#startPageToken', startPageToken: String(deps.journal.startToken(email)) };
    send(req, res, body, body);
  });

  router.get('/changes', async (req, res) => {
    const email = accountOf(res);
    const grant = grantOf(res);
    const token = param(req, 'pageToken');
    if (!token) throw requiredParameter('pageToken');
    const pageSize = parsePageSize(param(req, 'pageSize'));
    const spaces = (param(req, 'spaces') ?? 'drive').split(',').map((space) => space.trim());
    if (spaces.some((space) => !SPACES.has(space))) throw invalidParameter('spaces');
    const includeRemoved = param(req, 'includeRemoved') !== 'false';
    const items = await catchUp(email);
    const next = deps.journal.startToken(email);
    const from = /^\d+$/.test(token) ? Number(token) : Number.NaN;
    if (!(from >= 1 && from <= next)) throw invalidParameter('pageToken');

    // The emulated drive has no app data folder: only the 'drive' space has changes.
    const entries = spaces.includes('drive') ? deps.journal.entriesFrom(email, from) : [];
    const shown = entries.flatMap((entry): { entry: ChangeEntry; item?: DriveItem }[] => {
      const item = items.get(entry.fileId);
      if (entry.removed || !item) {
        return includeRemoved && deps.visibleRemoved(grant, entry.fileId) ? [{ entry }] : [];
      }
      return deps.visible(grant, item) ? [{ entry, item }] : [];
    });
    const page = shown.slice(0, pageSize);
    const after = shown[pageSize];
    const changes = page.map(({ entry, item }) => ({
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
  });
  return router;
}

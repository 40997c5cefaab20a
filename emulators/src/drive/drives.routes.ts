import crypto from 'node:crypto';
import { type Request, type Response, Router } from 'express';
import { accountOf } from './drive-auth';
import { type DriveDeps, param } from './drive-deps';
import { invalidParameter } from './drive-errors';
import { applyFields, parseFields } from './fields-filter';
import type { SharedDrive } from './shared-drives';

/** drives.list's default and largest page (checked 2026-12-06: "at most 10"; "maximum value is 100"). */
const DEFAULT_DRIVES_PAGE = 10;
const MAX_DRIVES_PAGE = 100;

function pageSizeOf(req: Request): number {
  const raw = param(req, 'pageSize');
  if (raw === undefined || raw === '') return DEFAULT_DRIVES_PAGE;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1) throw invalidParameter('pageSize');
  return Math.min(size, MAX_DRIVES_PAGE);
}

/** The Drive resource of a Shared Drive, as its member sees it. */
function driveResource(drive: SharedDrive, email: string): Record<string, unknown> {
  const role = drive.members.get(email);
  return {
    kind: 'drive#drive',
    id: drive.id,
    name: drive.name,
    createdTime: new Date(0).toISOString(),
    hidden: false,
    capabilities: {
      canAddChildren: role !== 'reader' && role !== 'commenter',
      canListChildren: true,
      canDownload: true,
      canManageMembers: role === 'organizer',
    },
  };
}

/** Page tokens: an offset bound to the account, refused from another. */
const tokenKey = (email: string) => crypto.createHash('sha256').update(email).digest('base64url').slice(0, 8);

/**
 * drives.list (checked 2026-12-06): "Lists the user's shared drives", only those the person is a
 * member of, in name order, 10 a page unless pageSize says otherwise (100 at most). `q` and
 * useDomainAdminAccess are not emulated.
 */
export function drivesRoutes(deps: DriveDeps): Router {
  const router = Router();
  router.get('/drives', async (req: Request, res: Response) => {
    const email = accountOf(res);
    const drives = await deps.access.memberDrives(email);
    const size = pageSizeOf(req);
    const token = param(req, 'pageToken');
    const [offsetText, key] = token ? Buffer.from(token, 'base64url').toString('utf8').split(':') : ['0'];
    const offset = Number(offsetText);
    if ((token && key !== tokenKey(email)) || !Number.isInteger(offset) || offset < 0) {
      throw invalidParameter('pageToken');
    }
    const next = offset + size;
    const body = {
      kind: 'drive#driveList',
      ...(next < drives.length
        ? { nextPageToken: Buffer.from(`${next}:${tokenKey(email)}`).toString('base64url') }
        : {}),
      drives: drives.slice(offset, next).map((drive) => driveResource(drive, email)),
    };
    const fields = param(req, 'fields');
    res.json(fields ? applyFields(body, parseFields(fields)) : body);
  });
  return router;
}

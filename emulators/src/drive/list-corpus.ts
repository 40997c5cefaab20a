import type { Request } from 'express';
import { type DriveAccess, flag } from './drive-access';
import { driveNotFound, invalidCorpora } from './drive-errors';

/**
 * How many Shared Drives one `corpora=allDrives` search covers in the emulator. Past it, the search
 * leaves the other drives out and answers `incompleteSearch: true`, as Drive may when "searching
 * multiple shared drives with the allDrives corpora, but all corpora could not be searched" (FileList
 * reference, checked 2026-12-06), so a client's narrowing (corpora=drive per drive) can be tested.
 */
export const ALL_DRIVES_SEARCHED = 5;

/** The trees a files.list searches (catalogue keys), and whether some were left out. */
export interface ListCorpus {
  keys: string[];
  incompleteSearch: boolean;
  /** Part of the page token's key: a token from another corpus is refused. */
  describe: string;
}

const CORPORA = new Set(['user', 'domain', 'drive', 'allDrives']);

/**
 * files.list's corpora as Drive reads them (checked 2026-12-06): `user` (the default; My Drive and
 * what is shared with the person), `drive` (one Shared Drive: `driveId` required, and
 * `includeItemsFromAllDrives`), `allDrives` (user and every Shared Drive the person is a member
 * of). Shared Drive items come only with `includeItemsFromAllDrives=true` and `supportsAllDrives=true`.
 */
export async function listCorpus(req: Request, email: string, access: DriveAccess): Promise<ListCorpus> {
  const raw = typeof req.query.corpora === 'string' ? req.query.corpora : 'user';
  const corpora = raw.split(',').map((part) => part.trim());
  if (corpora.length !== 1 || !CORPORA.has(corpora[0]!)) throw invalidCorpora('Invalid Value');
  const corpus = corpora[0]!;
  const driveId = typeof req.query.driveId === 'string' ? req.query.driveId : undefined;
  const include = flag(req, 'includeItemsFromAllDrives');
  const supports = flag(req, 'supportsAllDrives');
  if ((corpus === 'drive') !== (driveId !== undefined)) {
    throw invalidCorpora('The driveId parameter must be specified if and only if corpora is set to drive.');
  }
  if ((corpus === 'drive' || corpus === 'allDrives') && !(include && supports)) {
    throw invalidCorpora(
      `corpora=${corpus} needs includeItemsFromAllDrives=true and supportsAllDrives=true.`,
    );
  }
  const drives = await access.memberDrives(email);
  if (corpus === 'drive') {
    const drive = drives.find((d) => d.id === driveId);
    if (!drive) throw driveNotFound(driveId!);
    return { keys: [drive.key], incompleteSearch: false, describe: `drive:${drive.id}` };
  }
  if (corpus !== 'allDrives') return { keys: [email], incompleteSearch: false, describe: 'user' };
  const searched = drives.slice(0, ALL_DRIVES_SEARCHED);
  return {
    keys: [email, ...searched.map((drive) => drive.key)],
    incompleteSearch: drives.length > searched.length,
    describe: 'allDrives',
  };
}

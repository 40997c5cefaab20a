import type { drive_v3 } from '@googleapis/drive';
import type { DriveChange, DriveChangesPage } from '../../ports/drive.port';
import { toDriveFile, translate } from './drive-answers';
import { SUPPORTS_ALL_DRIVES } from './drive-listing';

/** Drive's largest page of changes. */
const CHANGES_PAGE_SIZE = 1000;
const CHANGE_FIELDS =
  'nextPageToken,newStartPageToken,changes(fileId,removed,file(id,name,mimeType,webViewLink,modifiedTime,version,size,parents,appProperties,trashed,driveId))';

/**
 * changes.getStartPageToken (checked 2026-11-27; its Shared Drive parameters, driveId and
 * supportsAllDrives, 2026-12-06): where the person's change log stands now.
 */
export async function startPageToken(client: drive_v3.Drive): Promise<string> {
  try {
    const { data } = await client.changes.getStartPageToken({ ...SUPPORTS_ALL_DRIVES });
    if (!data.startPageToken) throw new Error('Google Drive gave no start page token');
    return data.startPageToken;
  } catch (error) {
    throw translate(error, 'changes start');
  }
}

/**
 * One page of changes.list (checked 2026-11-27): removals included, the drive space, and the
 * changes of every Shared Drive the person is a member of (includeItemsFromAllDrives and
 * supportsAllDrives, checked 2026-12-06: without them Drive leaves them out); a file
 * Drive answers incompletely counts as changed with no metadata (the caller looks it up).
 */
export async function listChanges(
  client: drive_v3.Drive,
  pageToken: string,
  pageSize = CHANGES_PAGE_SIZE,
): Promise<DriveChangesPage> {
  let data: drive_v3.Schema$ChangeList;
  try {
    ({ data } = await client.changes.list({
      pageToken,
      pageSize,
      includeRemoved: true,
      spaces: 'drive',
      includeItemsFromAllDrives: true,
      ...SUPPORTS_ALL_DRIVES,
      fields: CHANGE_FIELDS,
    }));
  } catch (error) {
    throw translate(error, 'changes list');
  }
  const changes: DriveChange[] = (data.changes ?? []).flatMap((change) => {
    if (!change.fileId) return [];
    const [file] = change.file ? toDriveFile(change.file) : [];
    return [
      {
        fileId: change.fileId,
        removed: change.removed === true,
        ...(file ? { file: { ...file, trashed: change.file?.trashed === true } } : {}),
      },
    ];
  });
  return {
    changes,
    ...(data.nextPageToken ? { nextPageToken: data.nextPageToken } : {}),
    ...(data.newStartPageToken ? { newStartPageToken: data.newStartPageToken } : {}),
  };
}

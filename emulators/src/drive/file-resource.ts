import { displayNameFor } from '../shared/accounts';
import type { DriveItem } from './catalogue';
import { permissionIdFor } from './drive-ids';
import { exportTargets } from './export-file';
import { extensionOf } from './mime-types';
import { type DriveRole, roleMayDownload } from './shared-drives';

/**
 * The full Drive v3 `File` resource for an item (before `fields` trims it). int64 values are
 * strings, as Drive sends them. Links point back at the emulator: a page to view the file, a
 * download for binary content, an icon per type. A Shared Drive's item has `driveId` and no owner
 * (the drive owns it), and what the viewer may do follows their `role` there (checked 2026-12-06:
 * File resource `driveId`, `owners` "Not populated for items in shared drives", `capabilities.canDownload`,
 * `copyRequiresWriterPermission`, `shortcutDetails`).
 */
export function fileResource(item: DriveItem, baseUrl: string, role?: DriveRole): Record<string, unknown> {
  const inShared = item.driveId !== undefined;
  const canDownload = !item.isFolder && roleMayDownload(role, item.copyRestricted === true);
  const owner = {
    kind: 'drive#user',
    displayName: displayNameFor(item.email),
    emailAddress: item.email,
    me: true,
    permissionId: permissionIdFor(item.email),
  };
  const isBlob = !item.isFolder && !item.isGoogleType;
  const exportLinks = Object.fromEntries(
    exportTargets(item.mimeType).map((target) => [
      target,
      `${baseUrl}/drive/v3/files/${item.id}/export?mimeType=${encodeURIComponent(target)}`,
    ]),
  );
  const extension = extensionOf(item.name);
  return {
    kind: 'drive#file',
    id: item.id,
    name: item.name,
    mimeType: item.mimeType,
    starred: false,
    trashed: item.trashed,
    explicitlyTrashed: item.explicitlyTrashed,
    parents: item.parentId ? [item.parentId] : undefined,
    spaces: ['drive'],
    version: item.version,
    webContentLink: isBlob ? `${baseUrl}/drive/view/${item.id}/download` : undefined,
    webViewLink: `${baseUrl}/drive/view/${item.id}`,
    iconLink: `${baseUrl}/drive/icons/16/type/${item.mimeType}`,
    hasThumbnail: false,
    viewedByMe: false,
    createdTime: item.createdTime.toISOString(),
    modifiedTime: item.modifiedTime.toISOString(),
    modifiedByMeTime: item.modifiedTime.toISOString(),
    modifiedByMe: true,
    owners: inShared ? undefined : [owner],
    lastModifyingUser: inShared ? undefined : owner,
    shared: inShared,
    ownedByMe: !inShared,
    driveId: item.driveId,
    copyRequiresWriterPermission: item.copyRestricted === true,
    shortcutDetails: item.shortcut,
    capabilities: {
      canDownload,
      canEdit: false,
      canCopy: canDownload,
      canListChildren: item.isFolder,
      canShare: false,
      canTrash: false,
    },
    exportLinks: Object.keys(exportLinks).length > 0 ? exportLinks : undefined,
    originalFilename: isBlob ? item.name : undefined,
    fullFileExtension: isBlob && extension ? extension : undefined,
    fileExtension: isBlob && extension ? extension : undefined,
    md5Checksum: isBlob ? item.md5 : undefined,
    size: item.isFolder ? undefined : String(item.size),
    quotaBytesUsed: item.isFolder || item.isGoogleType ? '0' : String(item.size),
    headRevisionId: isBlob ? item.md5 : undefined,
    isAppAuthorized: false,
  };
}

/** Drive's default for files.get and for each entry of files.list when `fields` is not given. */
export function defaultFileFields(resource: Record<string, unknown>): Record<string, unknown> {
  return { kind: resource.kind, id: resource.id, name: resource.name, mimeType: resource.mimeType };
}

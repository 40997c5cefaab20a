import fs from 'node:fs/promises';
import path from 'node:path';
import { rootIdFor } from './drive-ids';

/** The folder under the drive root that holds one folder per Shared Drive. */
export const SHARED_DRIVES_FOLDER = '_shared-drives';
/** In each Shared Drive's folder: its members and the files whose download is turned off for readers. */
export const DRIVE_SETTINGS_FILE = '.drive.json';

/**
 * A member's role in a Shared Drive, as Drive names permission roles (organizer, fileOrganizer,
 * writer, commenter, reader; checked 2026-12-06 against the Drive v3 permissions reference).
 */
export type DriveRole = 'organizer' | 'fileOrganizer' | 'writer' | 'commenter' | 'reader';
const ROLES = new Set<string>(['organizer', 'fileOrganizer', 'writer', 'commenter', 'reader']);

/** One Shared Drive as read from disk. */
export interface SharedDrive {
  /** The catalogue's key for the drive's tree: `_shared-drives/<name, lower case>`. */
  key: string;
  /** Drive's id for the drive, which is also the id of its top folder (0A…Uk9PVA, as Drive's look). */
  id: string;
  name: string;
  dir: string;
  /** Role by e-mail (lower case). */
  members: Map<string, DriveRole>;
  /**
   * Paths (below the drive's folder) of files whose owner turned off download, print and copy for
   * readers and commenters (Drive's copyRequiresWriterPermission, checked 2026-12-06).
   */
  copyRestricted: Set<string>;
}

export function isSharedKey(key: string): boolean {
  return key.startsWith(`${SHARED_DRIVES_FOLDER}/`);
}

export function sharedKeyFor(name: string): string {
  return `${SHARED_DRIVES_FOLDER}/${name.toLowerCase()}`;
}

interface Settings {
  members?: Record<string, string>;
  copyRequiresWriterPermission?: string[];
}

async function readSettings(dir: string): Promise<Settings> {
  const text = await fs.readFile(path.join(dir, DRIVE_SETTINGS_FILE), 'utf8').catch(() => '{}');
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Settings) : {};
  } catch {
    return {};
  }
}

/**
 * Every Shared Drive under `root`: one folder each in `_shared-drives/`, named as the drive, with a
 * `.drive.json` naming its members (`{"members": {"maya.chen@northwind.test": "organizer"}}`) and,
 * optionally, `copyRequiresWriterPermission: ["path/in/drive.pdf"]`. A member with a role Drive does
 * not have is left out.
 */
export async function readSharedDrives(root: string): Promise<SharedDrive[]> {
  const base = path.join(root, SHARED_DRIVES_FOLDER);
  const entries = await fs.readdir(base, { withFileTypes: true }).catch(() => []);
  const folders = entries.filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name);
  return Promise.all(
    folders.sort().map(async (name) => {
      const dir = path.join(base, name);
      const settings = await readSettings(dir);
      const members = new Map<string, DriveRole>();
      for (const [email, role] of Object.entries(settings.members ?? {})) {
        if (ROLES.has(role)) members.set(email.toLowerCase(), role as DriveRole);
      }
      const key = sharedKeyFor(name);
      const restricted = (settings.copyRequiresWriterPermission ?? []).filter((p) => typeof p === 'string');
      return { key, id: rootIdFor(key), name, dir, members, copyRestricted: new Set(restricted) };
    }),
  );
}

/** Whether the role may download a file whose owner restricted download to writers. */
export function roleMayDownload(role: DriveRole | undefined, restricted: boolean): boolean {
  return !restricted || (role !== 'reader' && role !== 'commenter');
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { fileIdFor } from './drive-ids';
import { diskType, FOLDER } from './mime-types';
import { sharedKeyFor } from './shared-drives';

/**
 * Drive's `shortcutDetails` (checked 2026-12-06 at developers.google.com/workspace/drive/api/guides/shortcuts):
 * the target's id and its MIME type as it was when the shortcut was made.
 */
export interface ShortcutDetails {
  targetId: string;
  targetMimeType: string;
}

/** Where a shortcut's on-disk form (`Name.gshortcut.json`) points. */
interface ShortcutFile {
  /** The target's path below its drive's folder. */
  target?: unknown;
  /** The Shared Drive the target is in; absent: the same drive as the shortcut. */
  drive?: unknown;
}

/** What the catalogue lends a shortcut reader: where each drive's folder is. */
interface DriveDirs {
  accountDir(key: string): string | undefined;
  sharedDrives(): Promise<unknown>;
}

/**
 * Reads a shortcut stored as `Name.gshortcut.json` holding `{"target": "path/in/drive", "drive":
 * "Shared Drive name"}`. The target's id is the one the catalogue gives that path; its type is read
 * from disk (a folder, or the type of its file name). A file that names no target is no shortcut.
 */
export async function readShortcut(
  dirs: DriveDirs,
  key: string,
  absolutePath: string,
): Promise<ShortcutDetails | undefined> {
  let parsed: ShortcutFile;
  try {
    parsed = JSON.parse(await fs.readFile(absolutePath, 'utf8')) as ShortcutFile;
  } catch {
    return undefined;
  }
  if (typeof parsed.target !== 'string' || !parsed.target) return undefined;
  const targetKey = typeof parsed.drive === 'string' ? sharedKeyFor(parsed.drive) : key;
  // A Shared Drive not read yet is read now, to find its folder.
  if (!dirs.accountDir(targetKey)) await dirs.sharedDrives();
  const dir = dirs.accountDir(targetKey);
  const stats = dir ? await fs.stat(path.join(dir, parsed.target)).catch(() => undefined) : undefined;
  const targetMimeType = stats?.isDirectory() ? FOLDER : diskType(path.basename(parsed.target)).mimeType;
  return { targetId: fileIdFor(targetKey, parsed.target), targetMimeType };
}

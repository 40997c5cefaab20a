import crypto from 'node:crypto';
import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileIdFor, rootIdFor, versionFor } from './drive-ids';
import { diskType, FOLDER } from './mime-types';

/** One file or folder of an account's drive, as read from disk. */
export interface DriveItem {
  id: string;
  email: string;
  /** Path below the account's folder, with forward slashes. */
  relativePath: string;
  absolutePath: string;
  name: string;
  mimeType: string;
  /** MIME type of the bytes on disk (differs from mimeType for Google types). */
  contentType: string;
  isFolder: boolean;
  isGoogleType: boolean;
  /** Empty for the root folder itself. */
  parentId: string;
  trashed: boolean;
  explicitlyTrashed: boolean;
  modifiedTime: Date;
  createdTime: Date;
  size: number;
  /** MD5 of the content (of the child names, for a folder). */
  md5: string;
  version: string;
}

export const TRASH_FOLDER = '.trash';

type Trash = 'no' | 'explicit' | 'inherited';

/**
 * The drives under one root folder: one subfolder per account e-mail. Every call re-reads the
 * folder tree (a few stat calls), so edits on disk show up at once; file hashes are cached by
 * inode, size and times, so unchanged files are never re-read.
 */
export class DriveCatalogue {
  private readonly hashes = new Map<string, { stamp: string; md5: string }>();

  constructor(readonly root: string) {}

  accountDir(email: string): string | undefined {
    const name = email.toLowerCase();
    if (!name || name.startsWith('.') || /[/\\]/.test(name)) return undefined;
    return path.join(this.root, name);
  }

  rootItem(email: string): DriveItem {
    const dir = this.accountDir(email) ?? this.root;
    const epoch = new Date(0);
    return {
      id: rootIdFor(email),
      email: email.toLowerCase(),
      relativePath: '',
      absolutePath: dir,
      name: 'My Drive',
      mimeType: FOLDER,
      contentType: FOLDER,
      isFolder: true,
      isGoogleType: true,
      parentId: '',
      trashed: false,
      explicitlyTrashed: false,
      modifiedTime: epoch,
      createdTime: epoch,
      size: 0,
      md5: '',
      version: '1',
    };
  }

  /** Every item of the account's drive (root excluded), trashed ones included. */
  async items(email: string): Promise<DriveItem[]> {
    const dir = this.accountDir(email);
    if (!dir) return [];
    const out: DriveItem[] = [];
    const account = email.toLowerCase();
    const rootId = rootIdFor(account);
    await this.walk(account, dir, '', rootId, 'no', out);
    const trash = path.join(dir, TRASH_FOLDER);
    await this.walk(account, trash, TRASH_FOLDER, rootId, 'explicit', out);
    return out;
  }

  /** The e-mails that have a folder under the root. */
  async accounts(): Promise<string[]> {
    const entries = await fs.readdir(this.root, { withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isDirectory() && e.name.includes('@')).map((e) => e.name);
  }

  /** Finds an item by id in any account (for the web view, which carries no token). */
  async findAnywhere(id: string): Promise<DriveItem | undefined> {
    for (const email of await this.accounts()) {
      if (rootIdFor(email) === id) return this.rootItem(email);
      const found = (await this.items(email)).find((item) => item.id === id);
      if (found) return found;
    }
    return undefined;
  }

  /** Walks one folder; returns its child names (a folder's "content" for its version). */
  private async walk(
    email: string,
    dir: string,
    relativeDir: string,
    parentId: string,
    trash: Trash,
    out: DriveItem[],
  ): Promise<string[]> {
    const entries = await fs.readdir(dir).catch(() => [] as string[]);
    const names = entries.filter((name) => !name.startsWith('.')).sort();
    // One folder's entries are stat'ed together: one after another, a 500-file drive cost ~50 ms a request.
    const allStats = await Promise.all(
      names.map((name) => fs.stat(path.join(dir, name)).catch(() => undefined)),
    );
    for (const [index, name] of names.entries()) {
      const absolutePath = path.join(dir, name);
      const stats = allStats[index];
      if (!stats || !(stats.isFile() || stats.isDirectory())) continue;
      const relativePath = relativeDir ? `${relativeDir}/${name}` : name;
      const id = fileIdFor(email, relativePath);
      const childTrash: Trash = trash === 'no' ? 'no' : 'inherited';
      const item = {
        id,
        email,
        relativePath,
        absolutePath,
        parentId,
        trashed: trash !== 'no',
        explicitlyTrashed: trash === 'explicit',
        modifiedTime: stats.mtime,
        createdTime: stats.birthtimeMs > 0 && stats.birthtime < stats.mtime ? stats.birthtime : stats.mtime,
      };
      if (stats.isDirectory()) {
        const index = out.length;
        const children = await this.walk(email, absolutePath, relativePath, id, childTrash, out);
        const md5 = crypto.createHash('md5').update(children.join('\0')).digest('hex');
        const folder: DriveItem = {
          ...item,
          name,
          mimeType: FOLDER,
          contentType: FOLDER,
          isFolder: true,
          isGoogleType: true,
          size: 0,
          md5,
          version: versionFor(md5),
        };
        out.splice(index, 0, folder);
      } else {
        const type = diskType(name);
        const md5 = await this.hashOf(absolutePath, stats);
        if (md5 === undefined) continue;
        out.push({ ...item, ...type, isFolder: false, size: stats.size, md5, version: versionFor(md5) });
      }
    }
    return names;
  }

  private async hashOf(file: string, stats: Stats): Promise<string | undefined> {
    const stamp = `${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
    const cached = this.hashes.get(file);
    if (cached?.stamp === stamp) return cached.md5;
    const bytes = await fs.readFile(file).catch(() => undefined);
    if (!bytes) return undefined;
    const md5 = crypto.createHash('md5').update(bytes).digest('hex');
    this.hashes.set(file, { stamp, md5 });
    return md5;
  }
}

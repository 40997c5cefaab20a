import crypto from 'node:crypto';
import { type FSWatcher, type Stats, watch } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileIdFor, rootIdFor, versionFor } from './drive-ids';
import { diskType, FOLDER, SHORTCUT } from './mime-types';
import { isSharedKey, readSharedDrives, type SharedDrive } from './shared-drives';
import { readShortcut, type ShortcutDetails } from './shortcuts';

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
  /** The Shared Drive the item is in (Drive's `driveId`); absent in My Drive. */
  driveId?: string;
  /** A shortcut's target (Drive's `shortcutDetails`). */
  shortcut?: ShortcutDetails;
  /** Download and copy turned off for readers and commenters (Drive's copyRequiresWriterPermission). */
  copyRestricted?: boolean;
}

export const TRASH_FOLDER = '.trash';

type Trash = 'no' | 'explicit' | 'inherited';

/** An account's check of its folders now running, and the one queued behind it. */
interface Checks {
  running?: Promise<Tree | undefined>;
  queued?: Promise<Tree | undefined>;
}

/** One account's tree as last read, with what tells it is out of date. */
interface Tree {
  items: DriveItem[];
  /** Where each item is in `items`, by id. */
  indexOf: Map<string, number>;
  /** Every folder read (the account's own and its trash included), with its mtime then. */
  folders: Map<string, number>;
  /** Set by the watcher when anything below the account's folder changes (an edit in place). */
  stale: boolean;
}

/**
 * The drives under one root folder: one subfolder per account e-mail (its My Drive), and one per
 * Shared Drive under `_shared-drives/` (shared-drives.ts), each known by a key: the e-mail, or
 * `_shared-drives/<name>`. Each account's tree is read
 * once and kept (docs/architecture/testing.md: a request costs the same for 10 files as for 2,000); it is read
 * again when a folder's mtime moves (a file added, removed or renamed) or when the folder watcher
 * reports a change (a file edited in place). File hashes are cached by inode, size and times, so
 * unchanged files are never re-read.
 */
export class DriveCatalogue {
  private readonly hashes = new Map<string, { stamp: string; md5: string }>();
  private readonly trees = new Map<string, Tree>();
  private readonly reading = new Map<string, Promise<Tree>>();
  /** Per account, the check of its folders now running and the one queued behind it (see `current`). */
  private readonly checks = new Map<string, Checks>();
  private readonly watchers = new Map<string, FSWatcher | undefined>();
  /** Changes the watcher has seen per account, so a read knows whether one came while it ran. */
  private readonly changes = new Map<string, number>();
  /** Per account, the number of the last read started and of the last one handed to `onRead`. */
  private readonly reads = new Map<string, { started: number; published: number }>();
  /** The Shared Drives as last read, by key. */
  private readonly drives = new Map<string, SharedDrive>();

  /**
   * `onRead` is told each account's tree when a read of it ends (the change journal diffs it), in
   * the order the reads started: a slow read that ends after a later one is not told.
   */
  constructor(
    readonly root: string,
    private readonly onRead?: (email: string, items: readonly DriveItem[]) => void,
  ) {}

  /** Stops watching the folders (for tests and shutdown). */
  close(): void {
    for (const watcher of this.watchers.values()) watcher?.close();
    this.watchers.clear();
    this.trees.clear();
  }

  /**
   * Forgets the account's tree after the emulator itself changed its folders (files.create): a read
   * running now counts as out of date, so the next request sees the new file even when the folder's
   * mtime did not move within the clock's tick.
   */
  forget(email: string): void {
    const account = email.toLowerCase();
    this.changes.set(account, (this.changes.get(account) ?? 0) + 1);
    const tree = this.trees.get(account);
    if (tree) tree.stale = true;
    this.reading.delete(account);
  }

  accountDir(email: string): string | undefined {
    const name = email.toLowerCase();
    if (isSharedKey(name)) return this.drives.get(name)?.dir;
    if (!name || name.startsWith('.') || /[/\\]/.test(name)) return undefined;
    return path.join(this.root, name);
  }

  /** Every Shared Drive under the root, read again (members and settings) at each call. */
  async sharedDrives(): Promise<SharedDrive[]> {
    const drives = await readSharedDrives(this.root);
    for (const drive of drives) this.drives.set(drive.key, drive);
    return drives;
  }

  /** The Shared Drive of a key, as last read. */
  sharedDrive(key: string): SharedDrive | undefined {
    return this.drives.get(key.toLowerCase());
  }

  rootItem(email: string): DriveItem {
    const dir = this.accountDir(email) ?? this.root;
    const epoch = new Date(0);
    const drive = this.sharedDrive(email);
    return {
      id: rootIdFor(email),
      email: email.toLowerCase(),
      relativePath: '',
      absolutePath: dir,
      name: drive?.name ?? 'My Drive',
      ...(drive ? { driveId: drive.id } : {}),
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

  /** Every item of the account's drive (root excluded), trashed ones included. Read-only: shared. */
  async items(email: string): Promise<DriveItem[]> {
    if (isSharedKey(email.toLowerCase()) && !this.sharedDrive(email)) await this.sharedDrives();
    const dir = this.accountDir(email);
    if (!dir) return [];
    const account = email.toLowerCase();
    const current = await this.current(account);
    if (current) return current.items;
    // Requests arriving together share one read.
    let reading = this.reading.get(account);
    if (!reading) {
      reading = this.read(account, dir).finally(() => this.reading.delete(account));
      this.reading.set(account, reading);
    }
    return (await reading).items;
  }

  /** Reads the whole tree, then makes it the account's: no request ever sees half a tree. */
  private async read(account: string, dir: string): Promise<Tree> {
    if (!this.watchers.has(account)) this.watchers.set(account, this.watch(account, dir));
    const seen = this.changes.get(account) ?? 0;
    const reads = this.reads.get(account) ?? { started: 0, published: 0 };
    this.reads.set(account, reads);
    const number = ++reads.started;
    const tree: Tree = { items: [], indexOf: new Map(), folders: new Map(), stale: false };
    const rootId = rootIdFor(account);
    const trash = path.join(dir, TRASH_FOLDER);
    for (const folder of [dir, trash]) tree.folders.set(folder, await mtimeOf(folder));
    await this.walk(account, dir, '', rootId, 'no', tree.items, tree.folders);
    await this.walk(account, trash, TRASH_FOLDER, rootId, 'explicit', tree.items, tree.folders);
    this.markShared(account, tree.items);
    for (const [index, item] of tree.items.entries()) tree.indexOf.set(item.id, index);
    // A change that came while reading may have been missed: the next request reads again.
    tree.stale = (this.changes.get(account) ?? 0) !== seen;
    this.trees.set(account, tree);
    if (number > reads.published) {
      reads.published = number;
      this.onRead?.(account, tree.items);
    }
    return tree;
  }

  /**
   * One item by id, checked against its file on disk: an edit in place shows at once here (the
   * pipeline reads each document's metadata this way), even before the folder watcher reports it.
   */
  async item(email: string, id: string): Promise<DriveItem | undefined> {
    const items = await this.items(email);
    // items() has read the tree (or found no account: nothing to find).
    const index = this.trees.get(email.toLowerCase())?.indexOf.get(id) ?? -1;
    const item = items[index];
    if (!item || item.isFolder) return item;
    const stats = await fs.stat(item.absolutePath).catch(() => undefined);
    if (!stats) return item;
    const md5 = await this.hashOf(item.absolutePath, stats);
    if (md5 === undefined || md5 === item.md5) return item;
    const fresh: DriveItem = {
      ...item,
      md5,
      version: versionFor(md5),
      size: stats.size,
      modifiedTime: stats.mtime,
    };
    items[index] = fresh;
    return fresh;
  }

  /**
   * The account's tree if nothing changed since the caller asked, else undefined. Every check stats
   * the folders; requests that arrive while one runs share the next, which starts when it ends (after
   * they arrived, so it sees any change they could), instead of each statting the folders again:
   * under a run's reading, thousands of requests cost a few dozen checks.
   */
  private current(account: string): Promise<Tree | undefined> {
    let checks = this.checks.get(account);
    if (!checks) {
      checks = {};
      this.checks.set(account, checks);
    }
    if (checks.queued) return checks.queued;
    const { running } = checks;
    if (!running) return this.check(account, checks);
    const state = checks;
    const queued = running.then(() => {
      state.queued = undefined;
      return this.check(account, state);
    });
    state.queued = queued;
    return queued;
  }

  private check(account: string, checks: Checks): Promise<Tree | undefined> {
    const running = (async () => {
      const tree = this.trees.get(account);
      if (!tree || tree.stale || !(await this.foldersUnchanged(tree))) return undefined;
      return tree.stale ? undefined : tree;
    })().finally(() => {
      if (checks.running === running) checks.running = undefined;
    });
    checks.running = running;
    return running;
  }

  /** One stat per folder, not per file. */
  private async foldersUnchanged(tree: Tree): Promise<boolean> {
    const folders = [...tree.folders];
    const now = await Promise.all(folders.map(([folder]) => mtimeOf(folder)));
    return folders.every(([, mtime], index) => now[index] === mtime);
  }

  private watch(account: string, dir: string): FSWatcher | undefined {
    try {
      const watcher = watch(dir, { recursive: true, persistent: false }, () => {
        this.changes.set(account, (this.changes.get(account) ?? 0) + 1);
        const tree = this.trees.get(account);
        if (tree) tree.stale = true;
      });
      watcher.on('error', () => {
        // The folder went away: the next request finds it changed by its mtime.
        this.trees.delete(account);
        this.watchers.delete(account);
      });
      return watcher;
    } catch {
      // No folder (yet) for this account: mtimes alone tell when it appears.
      return undefined;
    }
  }

  /** A Shared Drive's items carry its id, and its restricted files say so. */
  private markShared(key: string, items: DriveItem[]): void {
    const drive = this.sharedDrive(key);
    if (!drive) return;
    for (const [index, item] of items.entries()) {
      const restricted = drive.copyRestricted.has(item.relativePath);
      items[index] = { ...item, driveId: drive.id, ...(restricted ? { copyRestricted: true } : {}) };
    }
  }

  /** The e-mails that have a folder under the root. */
  async accounts(): Promise<string[]> {
    const entries = await fs.readdir(this.root, { withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isDirectory() && e.name.includes('@')).map((e) => e.name);
  }

  /** Finds an item by id in any account (for the web view, which carries no token). */
  async findAnywhere(id: string): Promise<DriveItem | undefined> {
    const keys = (await this.sharedDrives()).map((drive) => drive.key);
    for (const email of [...(await this.accounts()), ...keys]) {
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
    folders: Map<string, number>,
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
        folders.set(absolutePath, stats.mtimeMs);
        const children = await this.walk(email, absolutePath, relativePath, id, childTrash, out, folders);
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
        const shortcut =
          type.mimeType === SHORTCUT ? await readShortcut(this, email, absolutePath) : undefined;
        const file = { ...item, ...type, isFolder: false, size: stats.size, md5, version: versionFor(md5) };
        out.push(shortcut ? { ...file, shortcut } : file);
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

/** A folder's mtime in ms, or -1 when it does not exist. */
async function mtimeOf(folder: string): Promise<number> {
  return fs.stat(folder).then(
    (stats) => stats.mtimeMs,
    () => -1,
  );
}

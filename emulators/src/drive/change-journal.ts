import crypto from 'node:crypto';
import path from 'node:path';
import { StateFile } from '../shared/state-file';
import type { DriveItem } from './catalogue';
import { rootIdFor } from './drive-ids';
import { isSharedKey } from './shared-drives';

/** What a change compares of an item: [version (files only), name, parent id, trashed]. */
type Snap = [string, string, string, boolean];

/** One entry of an account's change log; its number is the page token that lists it. */
export interface ChangeEntry {
  n: number;
  fileId: string;
  removed: boolean;
  /** ISO time the emulator saw the change. */
  time: string;
  /** In a member's log: the Shared Drive the change happened in (listed only with the all-drives flags). */
  driveId?: string;
}

interface AccountJournal {
  /** The number the next change gets: the start page token now. */
  next: number;
  snapshot: Record<string, Snap>;
  /** Oldest first; only the latest entry of each file is kept (Drive lists a file once, as it is now). */
  log: ChangeEntry[];
}

interface JournalState {
  accounts: Record<string, AccountJournal>;
}

function snapOf(item: DriveItem): Snap {
  // A folder's version follows its child names: a file added in it is the file's change, not the folder's.
  return [item.isFolder ? '' : item.version, item.name, item.parentId, item.trashed];
}

const same = (a: Snap, b: Snap) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];

/** Logs the changes, numbered on from the journal's next; a file's earlier entry goes. */
function append(
  journal: AccountJournal,
  changed: { fileId: string; removed: boolean }[],
  time: string,
  driveId?: string,
): void {
  const ids = new Set(changed.map((change) => change.fileId));
  const entries = changed.map((change, index) => ({
    n: journal.next + index,
    ...change,
    time,
    ...(driveId ? { driveId } : {}),
  }));
  journal.log = [...journal.log.filter((entry) => !ids.has(entry.fileId)), ...entries];
  journal.next += changed.length;
}

/**
 * Drive's change log for the emulator, per account: the last snapshot of each item and the changes
 * numbered in the order seen (added, edited, renamed or moved, trashed or untrashed, deleted).
 * Each read of an account's tree is diffed against the snapshot. Kept in the emulators' state
 * folder (one file per drive folder served), so page tokens survive a restart and a file edited
 * while the emulator was down is a change after it starts; the first read of an account with no
 * journal takes the drive as it is, with no changes.
 */
export class ChangeJournal {
  private readonly state: StateFile<JournalState>;

  constructor(
    stateDir: string | undefined,
    driveDir: string,
    private readonly now: () => number,
  ) {
    const key = crypto.createHash('sha256').update(path.resolve(driveDir)).digest('hex').slice(0, 12);
    this.state = new StateFile<JournalState>(stateDir, `drive-changes-${key}`, () => ({ accounts: {} }));
  }

  /**
   * Diffs the account's (or Shared Drive's) tree as just read against its snapshot, and logs what
   * changed; a Shared Drive's changes are logged for each of its `members` with a log too, marked
   * with the drive's id, so a member's change log holds them (changes.list lists them only with
   * includeItemsFromAllDrives and supportsAllDrives).
   */
  observe(email: string, items: readonly DriveItem[], members: readonly string[] = []): void {
    const account = email.toLowerCase();
    const journal = this.state.get().accounts[account];
    const snapshot: Record<string, Snap> = {};
    for (const item of items) snapshot[item.id] = snapOf(item);
    if (!journal) {
      this.state.update((state) => {
        state.accounts[account] = { next: 1, snapshot, log: [] };
      });
      return;
    }
    const changed: { fileId: string; removed: boolean }[] = [];
    for (const item of items) {
      const before = journal.snapshot[item.id];
      if (!before || !same(before, snapshot[item.id]!)) changed.push({ fileId: item.id, removed: false });
    }
    for (const id of Object.keys(journal.snapshot)) {
      if (!(id in snapshot)) changed.push({ fileId: id, removed: true });
    }
    if (changed.length === 0) return;
    const time = new Date(this.now()).toISOString();
    const driveId = isSharedKey(account) ? rootIdFor(account) : undefined;
    this.state.update((state) => {
      append(journal, changed, time);
      journal.snapshot = snapshot;
      for (const member of members) {
        const log = state.accounts[member.toLowerCase()];
        if (log && driveId) append(log, changed, time, driveId);
      }
    });
  }

  /** The start page token now: the number the next change will get. */
  startToken(email: string): number {
    return this.state.get().accounts[email.toLowerCase()]?.next ?? 1;
  }

  /** The changes numbered `from` on, oldest first. */
  entriesFrom(email: string, from: number): ChangeEntry[] {
    const log = this.state.get().accounts[email.toLowerCase()]?.log ?? [];
    const first = log.findIndex((entry) => entry.n >= from);
    return first === -1 ? [] : log.slice(first);
  }
}

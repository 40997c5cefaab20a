/**
 * Parsed results of recent reads, kept only while the database file is unchanged. Reading a list
 * again (the SPA's saved reports, a session on every signed-in request) then costs neither the
 * SQLite scan nor a JSON.parse of every row: most of an API list request's time before this cache.
 *
 * Any write through this connection empties it (`invalidate`), and any commit by another
 * connection or process is seen through SQLite's `PRAGMA data_version` before each lookup, so a
 * read never returns what the file no longer holds: a deleted session stops resolving at once.
 * Callers get their own copy of every document, as they would from JSON.parse, so one that changes
 * what it read cannot change the next reader's.
 */
const MAX_ENTRY_CHARS = 256 * 1024;
const MAX_TOTAL_CHARS = 4 * 1024 * 1024;
/** Counted for every entry, so many small or empty results also stay bounded. */
const ENTRY_OVERHEAD_CHARS = 256;

interface Entry {
  value: unknown;
  chars: number;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private totalChars = 0;
  private dataVersion: number;

  /** `readDataVersion` returns SQLite's `PRAGMA data_version` for this connection. */
  constructor(private readonly readDataVersion: () => number) {
    this.dataVersion = readDataVersion();
  }

  /** A copy of what `read` returns, from the cache while nothing was written since it was read. */
  read<T>(key: string, read: () => { value: T; chars: number }): T {
    const version = this.readDataVersion();
    if (version !== this.dataVersion) {
      this.invalidate();
      this.dataVersion = version;
    }
    const cached = this.entries.get(key);
    if (cached) return cloneJson(cached.value) as T;
    const { value, chars } = read();
    if (chars <= MAX_ENTRY_CHARS) {
      const entryChars = chars + key.length + ENTRY_OVERHEAD_CHARS;
      if (this.totalChars + entryChars > MAX_TOTAL_CHARS) this.invalidate();
      this.entries.set(key, { value, chars: entryChars });
      this.totalChars += entryChars;
      return cloneJson(value) as T;
    }
    return value;
  }

  /** Forgets everything; called on every write through this connection (data_version does not count those). */
  invalidate(): void {
    this.entries.clear();
    this.totalChars = 0;
  }
}

/**
 * A deep copy of a JSON value (what JSON.parse returns), a few times faster than parsing the text
 * again: a spread copies an object's own fields at once, then only nested objects and arrays recurse.
 * A copied "__proto__" field stays an own field, as JSON.parse makes it, so assigning to it is safe.
 */
export function cloneJson(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const copy = value.slice();
    for (let i = 0; i < copy.length; i++) {
      if (typeof copy[i] === 'object' && copy[i] !== null) copy[i] = cloneJson(copy[i]);
    }
    return copy;
  }
  const copy: Record<string, unknown> = { ...value };
  for (const key in copy) {
    if (typeof copy[key] === 'object' && copy[key] !== null) copy[key] = cloneJson(copy[key]);
  }
  return copy;
}

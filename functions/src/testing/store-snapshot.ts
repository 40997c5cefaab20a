import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export interface Moving {
  /** Fields that move on any request, by collection; their rows' version moves with them. */
  fields?: Record<string, readonly string[]>;
  /** Collections left out whole. */
  collections?: readonly string[];
}

/**
 * Every row of every collection in the local store (DATA_DIR/quarry.db), read through a separate
 * read-only connection, as `collection/id` -> JSON of {version, data}, minus the moving fields.
 */
export function snapshotStore(dataDir: string, moving: Moving = {}): Map<string, string> {
  const db = new DatabaseSync(path.join(dataDir, 'quarry.db'), { readOnly: true });
  try {
    const tables = db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`)
      .all() as unknown as {
      name: string;
    }[];
    const rows = new Map<string, string>();
    for (const { name } of tables) {
      if (moving.collections?.includes(name)) continue;
      const ignored = moving.fields?.[name] ?? [];
      const all = db.prepare(`SELECT id, version, data FROM "${name}" ORDER BY id`).all() as unknown as {
        id: string;
        version: number;
        data: string;
      }[];
      for (const row of all) {
        const data = JSON.parse(row.data) as Record<string, unknown>;
        for (const field of ignored) delete data[field];
        const version = ignored.length > 0 ? null : row.version;
        rows.set(`${name}/${row.id}`, JSON.stringify({ version, data }));
      }
    }
    return rows;
  } finally {
    db.close();
  }
}

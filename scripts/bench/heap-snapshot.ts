import fs from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/**
 * A V8 heap snapshot's live size, and its size by kind of object (an object's constructor, or the
 * node type for strings, arrays, code...), in MB. The snapshot is written after a full GC, so its
 * total is the heap after GC.
 */
export function heapOfSnapshot(file: string): { totalMb: number; kinds: Map<string, number> } {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
  const fields = data.snapshot.meta.node_fields;
  const types = data.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const kinds = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < data.nodes.length; i += width) {
    const type = types[data.nodes[i + typeAt] as number] as string;
    const size = data.nodes[i + sizeAt] as number;
    const kind =
      type === 'object' || type === 'closure'
        ? `${type} ${data.strings[data.nodes[i + nameAt] as number]}`
        : type;
    kinds.set(kind, (kinds.get(kind) ?? 0) + size / 1024 / 1024);
    total += size;
  }
  return { totalMb: total / 1024 / 1024, kinds };
}

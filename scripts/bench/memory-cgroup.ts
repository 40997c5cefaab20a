import fs from 'node:fs';
import path from 'node:path';

/** cgroup v1's memory controller, where this machine (and most CI machines' kernels) mount it. */
const V1_MEMORY = '/sys/fs/cgroup/memory';

export interface MemoryCgroup {
  /** The file a process writes its pid to, to join (startAppProcess's `cgroupProcs`). */
  procs: string;
  /** The most memory its processes held at once, page cache included, in MB (v1's max_usage). */
  peakMb(): number;
  remove(): void;
}

/**
 * A memory cgroup limited to `megabytes`, as a Cloud Function's instance is (the reportWorker has
 * 1 GiB): a process in it is killed past the limit rather than growing into the machine, and Node
 * sizes its heaps from the limit (process.constrainedMemory()) as it does on a 1 GiB instance.
 * Undefined where this process may not make one (not root, no cgroup v1 memory controller): the
 * bench then caps the heap with a flag instead.
 */
export function memoryCgroup(name: string, megabytes: number): MemoryCgroup | undefined {
  const dir = path.join(V1_MEMORY, name);
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'memory.limit_in_bytes'), String(megabytes * 1024 * 1024));
    // No swap beyond the limit, where the kernel accounts swap.
    const swap = path.join(dir, 'memory.memsw.limit_in_bytes');
    if (fs.existsSync(swap)) fs.writeFileSync(swap, String(megabytes * 1024 * 1024));
    fs.writeFileSync(path.join(dir, 'memory.max_usage_in_bytes'), '0');
  } catch {
    return undefined;
  }
  return {
    procs: path.join(dir, 'cgroup.procs'),
    peakMb: () => Number(fs.readFileSync(path.join(dir, 'memory.max_usage_in_bytes'), 'utf8')) / 1024 / 1024,
    remove: () => fs.rmdirSync(dir),
  };
}

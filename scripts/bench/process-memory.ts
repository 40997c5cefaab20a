import fs from 'node:fs';

/**
 * Another process's peak resident set size so far, in MB: the kernel's high-water mark (VmHWM in
 * /proc/<pid>/status), so no sample can miss a short peak. Undefined where /proc is not there
 * (not Linux) or the process has gone.
 */
export function peakRssMbOf(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** Another process's resident set now, in MB (VmRSS). */
export function rssMbOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** Runs `check` with the browser's zone (here Node's, read from TZ) set to each of `zones` in turn. */
export function inTimeZones(zones: string[], check: (zone: string) => void): void {
  const before = process.env.TZ;
  try {
    for (const zone of zones) {
      process.env.TZ = zone;
      check(zone);
    }
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

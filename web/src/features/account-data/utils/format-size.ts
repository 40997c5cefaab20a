const UNITS = ['kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file's size as a person reads it ('842 bytes', '12.4 kB', '3.1 MB'), in powers of 1,000 as
 * browsers' download lists and most systems show them.
 */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes.toLocaleString('en-US')} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1000;
  let unit = 0;
  // 999.95 would print as '1,000': the next unit says it better.
  while (value >= 999.95 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat('en-US', {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

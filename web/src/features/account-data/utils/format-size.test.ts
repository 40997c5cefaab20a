import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('formatSize', () => {
  it('when a size is under a kilobyte, then it is told in bytes', () => {
    expect([formatSize(0), formatSize(1), formatSize(999)]).toEqual(['0 bytes', '1 byte', '999 bytes']);
  });

  it('when a size is larger, then it is told in the largest unit under it, with one decimal at most', () => {
    expect([formatSize(12_400), formatSize(3_140_000), formatSize(2_000_000_000)]).toEqual([
      '12.4 kB',
      '3.1 MB',
      '2 GB',
    ]);
  });

  it('when a size would round to a thousand of a unit, then the next unit tells it', () => {
    expect([formatSize(999_999), formatSize(999_960_000)]).toEqual(['1 MB', '1 GB']);
  });
});

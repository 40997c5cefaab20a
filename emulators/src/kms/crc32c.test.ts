import { describe, expect, it } from 'vitest';
import { crc32c } from './crc32c';

describe('crc32c', () => {
  it('when given the standard check input, then it gives the published CRC-32C check value', () => {
    expect(crc32c(Buffer.from('123456789'))).toBe(0xe3069283);
  });
});

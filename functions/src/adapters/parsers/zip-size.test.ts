import { describe, expect, it } from 'vitest';
import { unpackedZipSize } from './zip-size';

/** A central directory and end record only: all the size check reads of a zip. */
function centralDirectory(entries: { name: string; size: number; zip64Size?: bigint }[]): Buffer {
  const records = entries.map(({ name, size, zip64Size }) => {
    const extra = Buffer.alloc(zip64Size === undefined ? 0 : 12);
    if (zip64Size !== undefined) {
      extra.writeUInt16LE(1, 0);
      extra.writeUInt16LE(8, 2);
      extra.writeBigUInt64LE(zip64Size, 4);
    }
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(Buffer.byteLength(name), 28);
    header.writeUInt16LE(extra.length, 30);
    return Buffer.concat([header, Buffer.from(name), extra]);
  });
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(0, 16);
  return Buffer.concat([...records, end]);
}

describe('unpackedZipSize', () => {
  it('when the archive lists its entries, then their unpacked sizes are added up', () => {
    const zip = centralDirectory([
      { name: 'word/document.xml', size: 1_000 },
      { name: 'word/media/image1.png', size: 250 },
    ]);

    expect(unpackedZipSize(zip)).toBe(1_250);
  });

  it('when an entry is too big for 32 bits, then its size is read from the ZIP64 field', () => {
    const zip = centralDirectory([
      { name: 'xl/worksheets/sheet1.xml', size: 0xffffffff, zip64Size: 5n << 32n },
    ]);

    expect(unpackedZipSize(zip)).toBe(5 * 2 ** 32);
  });

  it('when the bytes are not a zip, then there is no size', () => {
    expect(unpackedZipSize(Buffer.from('%PDF-1.7 not a zip at all'))).toBeUndefined();
    expect(unpackedZipSize(Buffer.alloc(0))).toBeUndefined();
  });
});

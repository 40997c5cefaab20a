/**
 * The unpacked size of a zip archive (docx, xlsx), from its central directory, without inflating
 * anything. Undefined when the bytes are not a readable zip: the parser then reports the damage.
 */
export function unpackedZipSize(bytes: Buffer): number | undefined {
  const end = findEndOfCentralDirectory(bytes);
  if (end === undefined) return undefined;
  const entries = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (entries === 0xffff || offset === 0xffffffff) return undefined;
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return undefined;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    let size = bytes.readUInt32LE(offset + 24);
    if (size === 0xffffffff) {
      const extra = offset + 46 + nameLength;
      size = zip64Size(bytes.subarray(extra, extra + extraLength)) ?? Number.POSITIVE_INFINITY;
    }
    total += size;
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return total;
}

const END_SIGNATURE = 0x06054b50;
const END_RECORD_LENGTH = 22;

/** The end record sits in the last 22 bytes, or further back when the archive has a comment. */
function findEndOfCentralDirectory(bytes: Buffer): number | undefined {
  const earliest = Math.max(0, bytes.length - END_RECORD_LENGTH - 0xffff);
  for (let at = bytes.length - END_RECORD_LENGTH; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_SIGNATURE) return at;
  }
  return undefined;
}

/** A size too big for 32 bits lives in the ZIP64 extra field (header id 1), uncompressed size first. */
function zip64Size(extra: Buffer): number | undefined {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 1 && length >= 8 && at + 12 <= extra.length) return Number(extra.readBigUInt64LE(at + 4));
    at += 4 + length;
  }
  return undefined;
}

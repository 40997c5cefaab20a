import { crc32c } from './crc32c';

/** A proto3 JSON `bytes` field: base64 (standard or URL-safe); absent means empty. */
export function bytesField(body: Record<string, unknown>, name: string): Buffer | string {
  const value = body[name];
  if (value === undefined || value === null) return Buffer.alloc(0);
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(value)) {
    return `Invalid value at '${snake(name)}' (TYPE_BYTES), Base64 decoding failed for "${String(value).slice(0, 40)}"`;
  }
  return Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64');
}

/**
 * A client-supplied CRC32C (google.protobuf.Int64Value: a JSON string or number) checked against
 * the data: undefined if absent, true if it matches, or the error KMS answers on a mismatch.
 */
export function checksumField(
  body: Record<string, unknown>,
  name: string,
  data: Buffer,
  dataField: string,
): boolean | string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (Number(value) === crc32c(data)) return true;
  return `The checksum in field ${snake(name)} did not match the data in field ${snake(dataField)}.`;
}

export function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

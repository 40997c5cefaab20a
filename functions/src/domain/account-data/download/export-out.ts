import type { DocumentStore } from '../../../ports/document-store.port';
import type { ZipArchive } from '../../../ports/zip-writer.port';

/** What each part of a download writes with: the person, the store, the zip and the job's progress. */
export interface ExportOut {
  store: DocumentStore;
  uid: string;
  /** The person's address, lower-case, as records addressed to it store it. */
  email: string;
  zip: ZipArchive;
  /** Records gathered so far went up by `records`: the job's progress, written now and then. */
  advance(records: number): Promise<void>;
}

/** A JSON file of the zip, indented so a person can read it. */
export function writeJson(out: Pick<ExportOut, 'zip'>, path: string, value: unknown): Promise<void> {
  return out.zip.add(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** Every document of `collection` whose `field` is `value`, as `{ id, ...fields }`. */
export async function recordsWhere(
  out: Pick<ExportOut, 'store'>,
  collection: string,
  field: string,
  value: string,
): Promise<Record<string, unknown>[]> {
  const found = await out.store.query(collection, { where: [{ field, op: '==', value }] });
  return found.map(({ id, data }) => ({ id, ...data }));
}

/** `record` with only `keys` kept (and those present): what a file shows of a record. */
export function pick(record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]]));
}

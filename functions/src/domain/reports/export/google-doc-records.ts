import type { DocumentStore } from '../../../ports/document-store.port';

/**
 * The Google Docs a run was saved as (docs/decisions/exports.md), one per run and person: the doc's id and
 * address, so the view can offer "Open in Google Docs" again and a second save answers the same
 * doc. Deleted with the run (reports/delete-run.ts) and by the retention sweep like its other parts.
 */
export const GOOGLE_DOC_EXPORTS = 'googleDocExports';

export interface GoogleDocRecord {
  executionId: string;
  /** Who saved it: the doc is in their Drive. */
  uid: string;
  /** The run's owner: the retention sweep removes it by their retention, as the run. */
  ownerId: string;
  fileId: string;
  link: string;
  name: string;
  /** When the doc was created (ISO 8601). */
  createdAt: string;
  /** Whether the doc names the documents: one written without them is never answered to someone who now sees them, nor the reverse. */
  withDocuments: boolean;
  /** What the doc shows of the documents (viewKeyOf); absent on docs from before, read from withDocuments. */
  view?: string;
}

/** Whether the doc recorded was written as `view` shows the run (document-view.ts viewKeyOf). */
export function writtenAs(record: Pick<GoogleDocRecord, 'withDocuments' | 'view'>, view: string): boolean {
  return (record.view ?? (record.withDocuments ? 'documents' : 'sources')) === view;
}

export const googleDocRecordId = (executionId: string, uid: string) => `${executionId}_${uid}`;
const recordId = googleDocRecordId;

/** The doc saved, if any: a save under way (google-doc-claims.ts) holds no doc until it is recorded. */
export async function readGoogleDoc(
  store: DocumentStore,
  executionId: string,
  uid: string,
): Promise<GoogleDocRecord | null> {
  const doc = await store.get<Partial<GoogleDocRecord> & Record<string, unknown>>(
    GOOGLE_DOC_EXPORTS,
    recordId(executionId, uid),
  );
  if (!doc?.fileId) return null;
  const { creating: _, ...record } = doc;
  return record as unknown as GoogleDocRecord;
}

export async function storeGoogleDoc(store: DocumentStore, record: GoogleDocRecord): Promise<void> {
  await store.set(GOOGLE_DOC_EXPORTS, recordId(record.executionId, record.uid), { ...record });
}

export async function deleteGoogleDoc(store: DocumentStore, executionId: string, uid: string): Promise<void> {
  await store.delete(GOOGLE_DOC_EXPORTS, recordId(executionId, uid));
}

/** Every person's record of the run (the docs themselves stay in their Drives: they are theirs). */
export async function deleteGoogleDocsOf(store: DocumentStore, executionId: string): Promise<void> {
  const records = await store.query(GOOGLE_DOC_EXPORTS, {
    where: [{ field: 'executionId', op: '==', value: executionId }],
  });
  if (records.length > 0)
    await store.deleteMany(
      GOOGLE_DOC_EXPORTS,
      records.map((r) => r.id),
    );
}

import { documentTooLarge } from '../domain/shared/store-errors';
import { type DocumentData, MAX_DOCUMENT_BYTES } from '../ports/document-store.port';

/**
 * Refuses a document over MAX_DOCUMENT_BYTES, measured as its JSON in UTF-8 (a little more than
 * Firestore counts for the same fields, so what passes here fits there). `json` when already made.
 */
export function checkDocumentSize(collection: string, id: string, data: DocumentData, json?: string): void {
  const text = json ?? JSON.stringify(data);
  // Under a third of the limit in characters is under it in bytes too, whatever the characters.
  if (text.length * 3 <= MAX_DOCUMENT_BYTES) return;
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_DOCUMENT_BYTES) throw documentTooLarge(collection, id, bytes);
}

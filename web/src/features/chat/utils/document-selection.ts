import type { EstimatedDocument } from '@quarry/contracts/estimate';
import type { FoundDocument, SelectedDocument } from '@quarry/contracts/research';

/**
 * The document dialog's selection, a set of ids. Unsupported files (presentations, legacy
 * presentations, forms) can never be in it: every change cleans them out.
 */
export type Selection = ReadonlySet<string>;

const supported = (documents: FoundDocument[]) => documents.filter((document) => document.supported);

export function supportedCount(documents: FoundDocument[]): number {
  return supported(documents).length;
}

export function unsupportedCount(documents: FoundDocument[]): number {
  return documents.length - supportedCount(documents);
}

/** Keeps only ids of supported documents in the list. */
export function cleanSelection(documents: FoundDocument[], ids: Iterable<string>): Selection {
  const wanted = new Set(ids);
  return new Set(supported(documents).flatMap((document) => (wanted.has(document.id) ? [document.id] : [])));
}

/** A fresh search starts with every supported document selected. */
export function initialSelection(documents: FoundDocument[]): Selection {
  return new Set(supported(documents).map((document) => document.id));
}

export function toggleDocument(documents: FoundDocument[], selection: Selection, id: string): Selection {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return cleanSelection(documents, next);
}

export function allSupportedSelected(documents: FoundDocument[], selection: Selection): boolean {
  const candidates = supported(documents);
  return candidates.length > 0 && candidates.every((document) => selection.has(document.id));
}

/** 'Select All': selects every supported document, or none when all of them already are. */
export function toggleAll(documents: FoundDocument[], selection: Selection): Selection {
  return allSupportedSelected(documents, selection) ? new Set() : initialSelection(documents);
}

/** What extraction is asked to read, in the list's order. */
/** The chosen documents with the size Drive gave each, as the estimate asks for them. */
export function estimatedDocuments(documents: FoundDocument[], selection: Selection): EstimatedDocument[] {
  return supported(documents)
    .filter((document) => selection.has(document.id))
    .map(({ id, name, mimeType, size }) => ({ id, name, mimeType, ...(size !== undefined ? { size } : {}) }));
}

export function selectedDocuments(documents: FoundDocument[], selection: Selection): SelectedDocument[] {
  return supported(documents)
    .filter((document) => selection.has(document.id))
    .map(({ id, name, mimeType }) => ({ id, name, mimeType }));
}

export function continueLabel(count: number): string {
  return `Continue (${count} ${count === 1 ? 'document' : 'documents'})`;
}

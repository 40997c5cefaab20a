import { GOOGLE_DOCS_FOLDER } from '@quarry/contracts/exports';

/** A Drive folder reports are saved to; no id means Quarry's own "Quarry reports". */
export type SaveFolder = { id?: string; name: string };

export const DEFAULT_FOLDER: SaveFolder = { name: GOOGLE_DOCS_FOLDER };

const KEY = 'google_docs_folder';

/** The folder the person chose last time (kept in this browser), else "Quarry reports". */
export function rememberedFolder(): SaveFolder {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<SaveFolder> | null;
    if (
      typeof stored?.id === 'string' &&
      /^[\w-]{1,200}$/.test(stored.id) &&
      typeof stored.name === 'string'
    ) {
      return { id: stored.id, name: stored.name };
    }
  } catch {
    // Unreadable: the default, as if nothing were kept.
  }
  return DEFAULT_FOLDER;
}

export function rememberFolder(folder: SaveFolder): void {
  if (folder.id) localStorage.setItem(KEY, JSON.stringify({ id: folder.id, name: folder.name }));
  else localStorage.removeItem(KEY);
}

export function forgetFolder(): void {
  localStorage.removeItem(KEY);
}

import type { DocumentData } from '../../ports/document-store.port';

/** Applies an update patch whose keys may be dotted paths, as Firestore's update() does. */
export function applyPatch(doc: DocumentData, patch: DocumentData): DocumentData {
  const result = structuredClone(doc);
  for (const [path, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const keys = path.split('.');
    const last = keys.pop() as string;
    let target: Record<string, unknown> = result;
    for (const key of keys) {
      const next = target[key];
      if (typeof next !== 'object' || next === null || Array.isArray(next)) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    target[last] = structuredClone(value);
  }
  return result;
}

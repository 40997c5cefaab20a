import type { ChatSessionSummary } from '@quarry/contracts/chat';

/** The green dot: the session's latest report finished and has not been opened yet. */
export function hasNewReport(session: Pick<ChatSessionSummary, 'latestStatus' | 'isViewed'>): boolean {
  return session.latestStatus === 'success' && !session.isViewed;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** searchTerms and selectedFiles travel as JSON text; anything unreadable counts as empty. */
export function parseTextList(text: string): string[] {
  const value = parseJson(text);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export type DirectoryRef = { id: string; name: string };

/** selectedDirectories travel as JSON text of {id, name}; entries without a name are dropped. */
export function parseDirectories(text: string): DirectoryRef[] {
  const value = parseJson(text);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, name } = item as { id?: unknown; name?: unknown };
    return typeof name === 'string' ? [{ id: typeof id === 'string' ? id : name, name }] : [];
  });
}

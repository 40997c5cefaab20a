/**
 * What a person typed and has not sent, kept in this tab's session storage under the page's route
 * (docs/decisions/sharing-and-teams.md): a lost session sends them to sign in and back (/login?returnTo=), and the page
 * they return to finds their text again. Storage that refuses (private mode, full) keeps nothing.
 */
const PREFIX = 'quarry.draft:';

export function readDraft(route: string): string {
  try {
    return window.sessionStorage.getItem(PREFIX + route) ?? '';
  } catch {
    return '';
  }
}

/** Keeps `text` as the route's draft; an empty text forgets it. */
export function saveDraft(route: string, text: string): void {
  try {
    if (text) window.sessionStorage.setItem(PREFIX + route, text);
    else window.sessionStorage.removeItem(PREFIX + route);
  } catch {
    // Nothing kept: the box still works.
  }
}

/** Forgets every draft in this tab: signing out leaves nothing typed for the next person. */
export function forgetDrafts(): void {
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_, i) => window.sessionStorage.key(i));
    for (const key of keys) if (key?.startsWith(PREFIX)) window.sessionStorage.removeItem(key);
  } catch {
    // Storage that refuses kept nothing to forget.
  }
}

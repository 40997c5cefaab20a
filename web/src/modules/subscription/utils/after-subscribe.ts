/**
 * What a person was doing when the Teams plan stopped them, kept through the card set-up's round
 * trip (Stripe's page leaves the SPA, so memory does not survive it; the tab's sessionStorage does).
 * Today one thing: the team they named in 'Create Team', created once they have paid.
 */
export type AfterSubscribe = { createTeam: string };

const KEY = 'quarry.afterSubscribe';

export function rememberAfterSubscribe(next: AfterSubscribe): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage refused (private mode, full): the person lands on the chat as before and names it again.
  }
}

/** Reads and forgets it, so it is done once; undefined when nothing (readable) waits. */
export function takeAfterSubscribe(): AfterSubscribe | undefined {
  try {
    const text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!text) return undefined;
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const name = (value as { createTeam?: unknown }).createTeam;
    return typeof name === 'string' && name.trim() !== '' ? { createTeam: name } : undefined;
  } catch {
    return undefined;
  }
}

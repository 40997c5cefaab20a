import type { UnsubscribeState } from '@quarry/contracts/delivery';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import type { UserRecord } from '../accounts/users';
import type { OwnerLinks } from '../delivery/unsubscribes';
import { SAVED_REPORTS } from '../reports/saved/saved-reports';
import type { WatchedReportDoc } from '../reports/saved/watch-fields';
import { setWatching } from './watch-state';

/**
 * The owner's own 'what changed' e-mails (docs/decisions/watching.md) carry an unsubscribe link of their watch, not
 * of a share: its key is `watch_{savedReportId}`. Unsubscribing turns the watch off (a report no one
 * hears from should not spend the owner's Gemini key), and subscribing again turns it back on.
 */
const PREFIX = 'watch_';

export function watchUnsubscribeKey(savedReportId: string): string {
  return `${PREFIX}${savedReportId}`;
}

type Deps = { store: DocumentStore; clock: Clock };

/** The watched report and its owner a key and address name, if that address is still its owner's. */
async function watchedReport(deps: Deps, key: string, email: string) {
  if (!key.startsWith(PREFIX)) return undefined;
  const id = key.slice(PREFIX.length);
  const report = id ? await deps.store.get<WatchedReportDoc>(SAVED_REPORTS, id) : null;
  const owner = report ? await deps.store.get<UserRecord>('users', report.ownerId) : null;
  if (!report || !owner || owner.email.toLowerCase() !== email.toLowerCase()) return null;
  return { id, report, owner };
}

/** Undefined when the key is no watch's; null when it is, but the report or its owner is gone. */
export async function watchUnsubscribeState(
  deps: Deps,
  key: string,
  email: string,
): Promise<UnsubscribeState | null | undefined> {
  const found = await watchedReport(deps, key, email);
  if (!found) return found;
  return {
    reportName: found.report.reportName,
    teamName: '',
    email,
    unsubscribed: !found.report.watching,
    kind: 'watch',
  };
}

/** Turns the watch off (`watch` false) or on again; undefined or null as watchUnsubscribeState. */
export async function setWatchFromLink(deps: Deps, key: string, email: string, watch: boolean) {
  const found = await watchedReport(deps, key, email);
  if (!found) return found;
  await setWatching(deps.store, deps.clock, found.report.ownerId, found.id, watch);
  return watchUnsubscribeState(deps, key, email);
}

/** The owner's watch links, as the unsubscribe page's entry (delivery/unsubscribes.ts) takes them. */
export function watchLinks(deps: Deps): OwnerLinks {
  return {
    state: (key, email) => watchUnsubscribeState(deps, key, email),
    set: (key, email, subscribed) => setWatchFromLink(deps, key, email, subscribed),
  };
}

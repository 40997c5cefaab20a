import crypto from 'node:crypto';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import { SAVED_REPORTS, type SavedReportDoc } from '../reports/saved/saved-reports';
import { AppError } from '../shared/app-error';
import type { SharedReportDoc } from '../teams/share-docs';
import { SHARED_REPORTS, TEAMS, type TeamDoc } from '../teams/team-docs';
import { verifyUnsubscribe } from './unsubscribe-token';

/** unsubscribes/{sharedReportId}_{hash}: who asked for no more e-mails of one share. */
export const UNSUBSCRIBES = 'unsubscribes';

export interface UnsubscribeDoc {
  sharedReportId: string;
  email: string;
  at: string;
  [key: string]: unknown;
}

export function unsubscribeId(sharedReportId: string, email: string): string {
  const hash = crypto.createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32);
  return `${sharedReportId}_${hash}`;
}

/** The addresses that unsubscribed from one share, lower-cased. */
export async function unsubscribedFrom(store: DocumentStore, sharedReportId: string): Promise<Set<string>> {
  const docs = await store.query<UnsubscribeDoc>(UNSUBSCRIBES, {
    where: [{ field: 'sharedReportId', op: '==', value: sharedReportId }],
  });
  return new Set(docs.map((d) => d.data.email.toLowerCase()));
}

/** What the unsubscribe page shows: which report's e-mails, to whom, and whether they are stopped. */
export interface UnsubscribeState {
  reportName: string;
  teamName: string;
  email: string;
  unsubscribed: boolean;
}

/**
 * Links whose key is not a share's: the owner's own 'what changed' e-mails carry their watch's
 * (domain/watch/watch-unsubscribe.ts). Undefined: not such a link; null: it is, but what it names is gone.
 */
export interface OwnerLinks {
  state(key: string, email: string): Promise<UnsubscribeState | null | undefined>;
  set(key: string, email: string, subscribed: boolean): Promise<UnsubscribeState | null | undefined>;
}

type Deps = { store: DocumentStore; clock: Clock; linkSigningKey: string; ownerLinks: OwnerLinks };

function linkNotValid(): AppError {
  return new AppError({
    code: 'DELIVERY.UNSUBSCRIBE_LINK',
    httpStatus: 404,
    message: 'This unsubscribe link is not valid, or the report is no longer shared.',
  });
}

/** What an owner's link names (OwnerLinks), or undefined for a share's link. */
async function watchOf(
  deps: Deps,
  token: string,
  action: (key: string, email: string) => Promise<UnsubscribeState | null | undefined>,
) {
  const claim = verifyUnsubscribe(deps.linkSigningKey, token);
  if (!claim) return undefined;
  const state = await action(claim.sharedReportId, claim.email);
  if (state === null) throw linkNotValid();
  return state;
}

async function claimOf(deps: Deps, token: string) {
  const claim = verifyUnsubscribe(deps.linkSigningKey, token);
  const share = claim ? await deps.store.get<SharedReportDoc>(SHARED_REPORTS, claim.sharedReportId) : null;
  if (!claim || !share) throw linkNotValid();
  const [report, team] = await Promise.all([
    deps.store.get<SavedReportDoc>(SAVED_REPORTS, share.savedReportId),
    deps.store.get<TeamDoc>(TEAMS, share.teamId),
  ]);
  return { claim, reportName: report?.reportName ?? 'A shared report', teamName: team?.name ?? 'your team' };
}

async function stateOf(deps: Deps, token: string): Promise<UnsubscribeState> {
  const watch = await watchOf(deps, token, (key, email) => deps.ownerLinks.state(key, email));
  if (watch) return watch;
  const { claim, reportName, teamName } = await claimOf(deps, token);
  const stopped = await deps.store.get(UNSUBSCRIBES, unsubscribeId(claim.sharedReportId, claim.email));
  return { reportName, teamName, email: claim.email, unsubscribed: stopped !== null };
}

/** GET /api/unsubscribe: the page's question, answered from the signed token alone. */
export const unsubscribeState = stateOf;

/**
 * POST /api/unsubscribe: stops that share's e-mails to that address, and nothing else (other
 * shares, the team, the shared view). Repeating it changes nothing.
 */
export async function unsubscribe(deps: Deps, token: string): Promise<UnsubscribeState> {
  const watch = await watchOf(deps, token, (key, email) => deps.ownerLinks.set(key, email, false));
  if (watch) return watch;
  const { claim } = await claimOf(deps, token);
  const id = unsubscribeId(claim.sharedReportId, claim.email);
  if (!(await deps.store.get(UNSUBSCRIBES, id))) {
    await deps.store.set(UNSUBSCRIBES, id, {
      sharedReportId: claim.sharedReportId,
      email: claim.email.toLowerCase(),
      at: deps.clock.now().toISOString(),
    } satisfies UnsubscribeDoc);
  }
  return stateOf(deps, token);
}

/** POST /api/unsubscribe/undo: e-mails of that share to that address start again. */
export async function resubscribe(deps: Deps, token: string): Promise<UnsubscribeState> {
  const watch = await watchOf(deps, token, (key, email) => deps.ownerLinks.set(key, email, true));
  if (watch) return watch;
  const { claim } = await claimOf(deps, token);
  await deps.store.delete(UNSUBSCRIBES, unsubscribeId(claim.sharedReportId, claim.email));
  return stateOf(deps, token);
}

import type { Clock } from '../../ports/clock.port';
import type { DocumentData, DocumentStore } from '../../ports/document-store.port';
import type { UserRecord } from '../accounts/users';
import { CHAT_SESSIONS, type ChatSessionDoc, deleteSession } from '../chat/chat-sessions';
import { deleteRun } from '../reports/delete-run';
import { EXECUTION_EVENTS } from '../reports/events/run-events';
import { GOOGLE_DOC_EXPORTS } from '../reports/export/google-doc-records';
import { EXECUTION_DOCUMENTS, EXECUTION_REPORTS } from '../reports/runs/run-parts';
import type { RunRecord } from '../reports/runs/run-record';
import { SWEPT_RUNS } from '../reports/runs/run-sweeps';
import { sweepIdempotencyKeys } from '../shared/idempotency';

const DAY_MS = 24 * 3600 * 1000;

export interface SweepResult {
  users: number;
  chatSessions: number;
  executions: number;
  extractions: number;
  stripeEvents: number;
  idempotencyKeys: number;
}

/**
 * How long a handled Stripe event id is kept: Stripe retries a delivery for up to 3 days, so a
 * month of ids is ample to recognise any repeat (docs/architecture/billing.md).
 */
export const STRIPE_EVENT_RETENTION_DAYS = 30;

/** Deletes, in one collection, a user's documents whose `field` is older than `cutoff`. */
async function deleteOlder(
  store: DocumentStore,
  collection: string,
  uid: string,
  field: string,
  cutoff: string,
  remove = (id: string, _doc: DocumentData) => store.delete(collection, id),
) {
  const old = await store.query(collection, {
    where: [
      { field: 'ownerId', op: '==', value: uid },
      { field, op: '<', value: cutoff },
    ],
    // Newest first, so the query uses the same (ownerId, field desc) index as the lists do.
    orderBy: [{ field, direction: 'desc' }],
  });
  for (const doc of old) await remove(doc.id, doc.data);
  return old.length;
}

/** How long a run's event log (run-events.ts) is kept after the run was created. */
export const EVENT_LOG_DAYS = 1;

/**
 * The daily retention sweep (docs/architecture/runs.md): per user, chat sessions not updated within
 * chatRetentionDays, and report executions (with the extraction cache, which holds the same
 * document text) created more than reportRetentionDays ago, and runs' event logs after
 * EVENT_LOG_DAYS; and Stripe event ids handled more than STRIPE_EVENT_RETENTION_DAYS ago; and
 * idempotency records past their time (idempotency.ts). Nothing newer is touched.
 */
export async function sweepRetention(store: DocumentStore, clock: Clock): Promise<SweepResult> {
  const now = clock.now().getTime();
  const logCutoff = new Date(now - EVENT_LOG_DAYS * DAY_MS).toISOString();
  const users = await store.query<UserRecord>('users');
  const result: SweepResult = {
    users: users.length,
    chatSessions: 0,
    executions: 0,
    extractions: 0,
    stripeEvents: 0,
    idempotencyKeys: 0,
  };
  for (const { id: uid, data: user } of users) {
    const chatCutoff = new Date(now - user.preferences.chatRetentionDays * DAY_MS).toISOString();
    const reportCutoff = new Date(now - user.preferences.reportRetentionDays * DAY_MS).toISOString();
    result.chatSessions += await deleteOlder(store, CHAT_SESSIONS, uid, 'updatedAt', chatCutoff, (id, doc) =>
      deleteSession(store, id, doc as ChatSessionDoc),
    );
    result.executions += await deleteOlder(store, SWEPT_RUNS, uid, 'createdAt', reportCutoff, (id, doc) =>
      deleteRun(store, id, doc as RunRecord),
    );
    // Parts whose run's deletion was cut short go by the same rule as their run (a Google Doc's
    // record, made after its run, goes no sooner than the run).
    for (const collection of [EXECUTION_DOCUMENTS, EXECUTION_REPORTS, GOOGLE_DOC_EXPORTS]) {
      await deleteOlder(store, collection, uid, 'createdAt', reportCutoff);
    }
    // A run's event log is for following it while it runs; a day on, nobody reads on from it.
    await deleteOlder(store, EXECUTION_EVENTS, uid, 'createdAt', logCutoff);
    result.extractions += await deleteOlder(store, 'extractions', uid, 'createdAt', reportCutoff);
  }
  const eventCutoff = new Date(now - STRIPE_EVENT_RETENTION_DAYS * DAY_MS).toISOString();
  const oldEvents = await store.query('stripeEvents', {
    where: [{ field: 'processedAt', op: '<', value: eventCutoff }],
  });
  for (const event of oldEvents) await store.delete('stripeEvents', event.id);
  result.stripeEvents = oldEvents.length;
  result.idempotencyKeys = await sweepIdempotencyKeys(store, clock);
  return result;
}

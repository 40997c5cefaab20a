import crypto from 'node:crypto';
import type { DataExportStatus } from '@quarry/contracts/account-data';
import type { TransactionContext } from '../../../ports/document-store.port';
import { AppError } from '../../shared/app-error';
import { ACCOUNT_JOBS, type AccountJobDoc, type AccountJobStore, newAccountJob } from '../account-jobs';
import { DATA_EXPORTS, type DataExportDoc, dataExportStatus, isExpired, newDataExport } from './data-exports';
import { removeDataExport } from './remove-data-exports';

const NOT_FOUND = 'You have no download of your data yet.';

/** The person's downloads, newest first. */
function downloadsOf(tx: Pick<TransactionContext, 'query'>, uid: string, limit?: number) {
  return tx.query<DataExportDoc>(DATA_EXPORTS, {
    where: [{ field: 'ownerId', op: '==', value: uid }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    ...(limit ? { limit } : {}),
  });
}

/**
 * POST /api/account/data-export: starts building a download of everything the person has (docs/architecture/accounts-and-data.md), or answers the one being built: one at a time. Starting one removes the earlier ones.
 */
export async function startDataExport(deps: AccountJobStore, uid: string): Promise<DataExportStatus> {
  const now = deps.clock.now();
  const started = await deps.store.runTransaction(async (tx) => {
    const [newest] = await downloadsOf(tx, uid, 1);
    const job = newest ? await tx.get<AccountJobDoc>(ACCOUNT_JOBS, newest.id) : null;
    if (newest && newest.data.status === 'building' && job?.status !== 'failed') {
      return { id: newest.id, doc: newest.data, job, created: false };
    }
    const id = `export_${crypto.randomUUID().replaceAll('-', '')}`;
    const doc = newDataExport(uid, now);
    const created = newAccountJob('data-export', uid, now);
    tx.set(DATA_EXPORTS, id, doc);
    tx.set(ACCOUNT_JOBS, id, created);
    return { id, doc, job: created, created: true };
  });
  if (started.created) {
    const earlier = (await downloadsOf(deps.store, uid)).filter(({ id }) => id !== started.id);
    for (const { id } of earlier) await removeDataExport(deps.store, id);
    await deps.accountQueue.enqueue(started.id);
  }
  return dataExportStatus(started.id, started.doc, started.job);
}

/** GET /api/account/data-export: the newest download, unless none is left (an expired one is gone). */
export async function latestDataExport(
  deps: Pick<AccountJobStore, 'store' | 'clock'>,
  uid: string,
): Promise<DataExportStatus> {
  const [newest] = await downloadsOf(deps.store, uid, 1);
  if (!newest || isExpired(newest.data, deps.clock.now())) throw AppError.notFound(NOT_FOUND);
  const job = await deps.store.get<AccountJobDoc>(ACCOUNT_JOBS, newest.id);
  return dataExportStatus(newest.id, newest.data, job);
}

import type { EstimateRequest, RunEstimate } from '@quarry/contracts/estimate';
import type { GridColumns } from '@quarry/contracts/grid';
import { AppError } from '../../shared/app-error';
import { loadSystemSettings } from '../model/system-settings';
import type { ResearchDeps } from '../research-deps';
import { isSupported } from '../search/document-types';
import { uniqueById } from '../writing/sources';
import { estimateRun } from './estimate';

export type EstimateOptions = Required<
  Pick<EstimateRequest, 'deepResearch' | 'enableIntroduction' | 'enableConclusion'>
> & {
  /** The evidence grid's columns, none without a grid. */
  columns?: GridColumns | undefined;
};

/**
 * The estimate of a run over these documents for `uid`: the documents a run would read (unique,
 * of types it can read), the live system settings, and the cap the run would be given.
 */
export async function estimateFor(
  deps: Pick<ResearchDeps, 'store' | 'accounts' | 'promptBudgetChars' | 'packing'>,
  documents: readonly { id: string; name?: string; mimeType: string; size?: number | undefined }[],
  options: EstimateOptions,
  costCapUsd: number | null,
): Promise<RunEstimate> {
  const settings = await loadSystemSettings(deps.store);
  return estimateRun({
    documents: uniqueById([...documents]).filter((d) => isSupported(d.mimeType)),
    settings,
    // The rules the run reads with (packing.ts), so the estimate counts the calls it will make.
    packing: deps.packing,
    promptBudgetChars: deps.promptBudgetChars,
    ...options,
    costCapUsd,
  });
}

/** The chat's estimate: the person's selection under their own cap preference. */
export async function estimateChatRun(
  deps: Pick<ResearchDeps, 'store' | 'accounts' | 'promptBudgetChars' | 'packing'>,
  uid: string,
  request: EstimateOptions & { documents: EstimateRequest['documents'] },
): Promise<RunEstimate> {
  const user = await deps.accounts.users.get(uid);
  if (!user) throw AppError.notFound('User not found');
  const { documents, ...options } = request;
  return estimateFor(deps, documents, options, user.preferences.reportCostCapUsd ?? null);
}

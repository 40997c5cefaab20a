import type { EstimatedDocument } from '@quarry/contracts/estimate';
import type { GridColumn } from '@quarry/contracts/grid';
import type { Preferences } from '@quarry/contracts/user';
import { RunEstimate } from '@/modules/estimate/components/run-estimate';
import { useEstimate } from '../api/get-estimate';
import type { KeywordLists } from '../utils/keyword-list';

/**
 * The Continue step's estimate for the documents and evidence grid columns chosen now, with the
 * report options the run will have: each column is asked of every document, so adding one asks again.
 * The question and the keywords kept and excluded go with it: the server reads the documents ahead
 * and predicts from the passages holding those words how much each will give.
 */
export function SelectionEstimate({
  documents,
  columns = [],
  question,
  lists,
  preferences,
}: {
  documents: EstimatedDocument[];
  columns?: GridColumn[];
  question?: string;
  lists?: KeywordLists;
  preferences: Preferences | undefined;
}) {
  const request =
    preferences && documents.length > 0
      ? {
          documents,
          deepResearch: preferences.deepResearch,
          enableIntroduction: preferences.enableIntroduction,
          enableConclusion: preferences.enableConclusion,
          ...(columns.length > 0 ? { columns } : {}),
          ...(question?.trim() ? { question } : {}),
          ...(lists?.positive.length ? { keywords: lists.positive } : {}),
          ...(lists?.negative.length ? { negativeKeywords: lists.negative } : {}),
        }
      : undefined;
  const estimate = useEstimate(request);
  if (!request) return null;
  return <RunEstimate estimate={estimate.data} loading={estimate.isPending} failed={estimate.isError} />;
}

import type { RunEstimate } from '@quarry/contracts/estimate';
import { searchDocuments } from '../../research/search/search-documents';
import { estimateFor } from '../../research/spend/run-estimate';
import type { ReportDeps } from '../report-deps';
import { costCapOf, ownSavedReport } from './saved-reports';

/**
 * The estimate shown before a saved report runs in the background: its documents found as its run
 * finds them (a fresh search with its keywords in its folders, minus those it leaves out), read
 * ahead with its question and keywords, its options and evidence grid's columns, and the cap its run
 * would be given (its own, or its owner's preference).
 */
export async function estimateSavedReport(deps: ReportDeps, uid: string, id: string): Promise<RunEstimate> {
  const report = await ownSavedReport(deps.store, uid, id);
  const [found, user] = await Promise.all([
    searchDocuments(deps.research, uid, {
      keywords: report.keywords,
      negativeKeywords: report.negativeKeywords,
      directories: report.selectedDirectories,
    }),
    deps.research.accounts.users.get(uid),
  ]);
  const excluded = new Set(report.deselectedDocuments.map((d) => d.id));
  const documents = found.filter((d) => d.supported && !excluded.has(d.id));
  return estimateFor(
    deps.research,
    uid,
    documents,
    {
      // Read ahead with the report's own question and keywords, as its run asks them.
      question: report.query,
      keywords: report.keywords,
      negativeKeywords: report.negativeKeywords,
      deepResearch: report.deepResearch,
      enableIntroduction: report.enableIntroduction,
      enableConclusion: report.enableConclusion,
      columns: report.columns,
    },
    costCapOf(report.costCap, user?.preferences.reportCostCapUsd ?? null),
  );
}

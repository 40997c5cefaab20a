import type { RunRecord } from '../runs/run-record';

/** What the research pipeline is asked: the report's details over the run's documents. */
export function researchInput(doc: RunRecord, documents: { id: string; name: string; mimeType: string }[]) {
  const details = doc.reportDetails;
  return {
    userQuery: details.query,
    selectedDocuments: documents.map(({ id, name, mimeType }) => ({ id, name, mimeType })),
    keywords: details.keywords,
    negativeKeywords: details.negativeKeywords,
    deepResearch: details.deepResearch,
    enableIntroduction: details.enableIntroduction,
    enableConclusion: details.enableConclusion,
    notifyOnCompletion: doc.notifyOnCompletion,
    ...(details.columns?.length ? { columns: details.columns } : {}),
  };
}

import { type StoredReport, storeReport, writeDocuments } from '../domain/reports/runs/run-parts';
import type { ExecutionDocument, RunRecord } from '../domain/reports/runs/run-record';
import { RUNS as EXECUTIONS } from '../domain/reports/runs/stored-run';
import type { EvidenceRow } from '../domain/research/extraction/evidence-table';
import type { DocumentStore } from '../ports/document-store.port';

export interface FinishedRunSeed {
  ownerId: string;
  createdAt: string;
  title: string;
  documents: number;
  savedReportId?: string | null;
  /** Fields of the record to set or override (a share's team, a copy's origin...). */
  record?: Partial<RunRecord>;
}

/** The documents a seeded run read: Drive-like ids and names, a few types. */
function documentsOf(id: string, count: number): ExecutionDocument[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `1${id.replace(/[^A-Za-z0-9]/g, '')}doc${i}`,
    name: `Supplier review ${i} for ${id}.${i % 3 ? 'pdf' : 'docx'}`,
    mimeType:
      i % 3 ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    version: String(i + 1),
    status: 'pending',
  }));
}

/**
 * A report run that finished, stored as a real run stores it (its record, its document list in
 * pages, its report and evidence table in parts): a report citing its first documents, a Coverage
 * table of all of them, and the model's use and cost.
 */
export async function seedFinishedRun(
  store: DocumentStore,
  id: string,
  seed: FinishedRunSeed,
): Promise<void> {
  const run = { ownerId: seed.ownerId, createdAt: seed.createdAt };
  const documents = documentsOf(id, seed.documents);
  const cited = documents.slice(0, 3);
  const link = (d: ExecutionDocument) => `https://drive.test/${d.id}`;
  const prose = `<h2>Answer</h2>\n<p>For ${seed.title}, the recall cost <strong>€1.2M</strong> [1] and was announced in March [2, 3].</p>\n<ul><li>Q1: €0.4M [1]</li><li>Q2: €0.8M [2]</li></ul>`;
  const listing = `<h2>Sources</h2>\n<ol>${cited.map((d) => `<li><a href="${link(d)}">${d.name}</a>, page 3</li>`).join('')}</ol>\n<h2>Coverage</h2>\n<table><thead><tr><th>Document</th><th>Result</th></tr></thead><tbody>${documents.map((d) => `<tr><td>${d.name}</td><td>Data found</td></tr>`).join('')}</tbody></table>`;
  const usageLine =
    '<p>Model use: 4 calls, 2,600 tokens, estimated cost $0.01 (at the prices of 2026-11-27).</p>';
  const report: StoredReport = {
    result: `${prose}\n${listing}\n${usageLine}`,
    resultWithoutDocuments: `${prose.replace(seed.title, 'your question')}\n${usageLine}`,
    evidence: {
      flaggedClaims: [],
      citations: cited.map((d, i) => ({
        number: i + 1,
        documentId: d.id,
        name: d.name,
        link: link(d),
        quotes: [{ text: `The recall cost €${i + 1}00k in week ${i + 3}.`, page: 3 }],
      })),
    },
    documentNames: { data: documents.map((d) => ({ id: d.id, name: d.name })), noData: [], failed: [] },
  } as StoredReport;
  const table: EvidenceRow[] = documents.map((d, i) => ({
    documentId: d.id,
    name: d.name,
    link: link(d),
    outcome: 'data',
    reason: null,
    findings: [{ text: `The recall cost €${i}k in week ${i % 52}.`, page: (i % 9) + 1 }],
  }));
  const counts = await store.runTransaction(async (tx) => writeDocuments(tx, id, run, documents));
  const parts = await storeReport(store, id, 1, run, report, table);
  const finishedAt = new Date(Date.parse(seed.createdAt) + 60_000).toISOString();
  const usage = {
    byStep: {
      extraction: { calls: 3, input: 2000, output: 300, thinking: 0 },
      report: { calls: 1, input: 200, output: 100, thinking: 0 },
    },
    byModel: { 'gemini-2.5-flash': { calls: 4, input: 2200, output: 400, thinking: 0 } },
    estimatedCostUsd: 0.01,
  };
  const record: Partial<RunRecord> = {
    ...run,
    savedReportId: seed.savedReportId ?? null,
    chatSessionId: null,
    triggerSource: 'saved_report',
    savedReportName: seed.title,
    chatSessionTitle: null,
    executionStatus: 'success',
    progress: 100,
    reportDetails: {
      query: `What did the recall cost for ${seed.title}?`,
      keywords: ['recall', 'cost'],
      negativeKeywords: [],
      directories: [],
      deselectedDocuments: [],
      deepResearch: true,
      enableIntroduction: true,
      enableConclusion: true,
    },
    errorMessage: null,
    completion: {
      statusCounts: { data: seed.documents, noData: 0, failed: 0 },
      documentsOutcome: { total: seed.documents, read: seed.documents, failed: 0, summary: 'All read' },
      usage,
    } as unknown as RunRecord['completion'],
    attempt: 1,
    lostLeases: 0,
    leaseUntil: null,
    checkpoint: { documentsDone: 0 },
    notifyOnCompletion: false,
    notificationSentAt: null,
    notificationOwed: false,
    notifyingUntil: null,
    viewedAt: null,
    startedAt: seed.createdAt,
    finishedAt,
    ...counts,
    ...parts,
    ...seed.record,
  };
  await store.set(EXECUTIONS, id, record);
}

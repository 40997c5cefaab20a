import type { ReportExecutionSummary, SavedReport } from '@quarry/contracts/reports';
import { expect } from 'vitest';
import type { BrowserSession } from './browser-session';
import { until } from './poll';

/** Saved reports and the run history over HTTP, for the route tests of both. */
export const reportDefinition = (reportName: string) => ({
  reportName,
  query: 'What are the payment terms with Kestrel?',
  keywords: ['Kestrel'],
  negativeKeywords: ['draft'],
  deselectedDocuments: [{ id: 'gone-1', name: 'Old notes.md' }],
  selectedDirectories: [],
  deepResearch: false,
});

export async function savedReports(session: BrowserSession): Promise<SavedReport[]> {
  return (await session.call('GET', '/api/saved-reports')).json.reports as SavedReport[];
}

export async function saveReport(session: BrowserSession, name: string): Promise<string> {
  const saved = await session.call('POST', '/api/saved-reports', reportDefinition(name));
  expect(saved.status).toBe(201);
  return String(saved.json.id);
}

export async function myExecutions(session: BrowserSession): Promise<ReportExecutionSummary[]> {
  return (await session.call('GET', '/api/my-report-executions')).json.executions as ReportExecutionSummary[];
}

/** The supported documents a keyword search finds, as the chat sends them to extract-and-query. */
export async function supportedDocuments(session: BrowserSession, keywords: string[]) {
  const found = await session.call('POST', '/api/query/search-documents', { keywords });
  const documents = found.json.documents as {
    id: string;
    name: string;
    mimeType: string;
    supported: boolean;
  }[];
  return documents.filter((d) => d.supported).map(({ id, name, mimeType }) => ({ id, name, mimeType }));
}

/** Waits for a shared report's run to end, read through the team's view of it; answers that view. */
export async function sharedRunEnded(
  session: BrowserSession,
  executionId: string,
): Promise<Record<string, unknown>> {
  let view: Record<string, unknown> = {};
  await until(
    `run ${executionId} to finish`,
    async () => {
      view = (await session.call('GET', `/api/shared-report-execution/${executionId}/view`)).json
        .execution as Record<string, unknown>;
      return view?.status === 'success' || view?.status === 'failed';
    },
    { tries: 600 },
  );
  return view;
}

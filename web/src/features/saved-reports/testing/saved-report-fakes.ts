import type { SavedReport } from '@quarry/contracts/reports';
import { NOT_WATCHING } from '@quarry/contracts/watch';
import { type FakeHandler, fakeApi, ok } from '@/testing/fake-api';

/** A saved report as GET /api/saved-reports returns it, with its lists as JSON text. */
export function savedReport(id: string, changes: Partial<SavedReport> = {}): SavedReport {
  return {
    id,
    reportName: `Report ${id}`,
    query: `What changed in ${id}?`,
    createdAt: '2026-11-22T12:00:00.000Z',
    updatedAt: '2026-11-22T12:00:00.000Z',
    deepResearch: false,
    enableIntroduction: true,
    enableConclusion: true,
    keywords: '["lease"]',
    negativeKeywords: '[]',
    deselectedDocuments: '[]',
    selectedDirectories: '[]',
    showDocumentsInSharedReports: true,
    watch: NOT_WATCHING,
    sharedTeams: [],
    ...changes,
  };
}

/** The fake API with GET /api/saved-reports answering `reports`, plus any other handlers. */
export function savedReportsApi(reports: SavedReport[], handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({ 'GET /api/saved-reports': ok({ reports }), ...handlers });
}

import type { ViewerDriveAccess } from '../../../ports/viewer-access.port';
import { shownStatus } from '../../reports/execution/daily-pause';
import type { ExportWriter } from '../../reports/export/export-report';
import { type ExportDraft, exportDraftOf, exportFileName } from '../../reports/export/export-report';
import { runNameOf } from '../../reports/runs/run-name';
import { readDocuments, readReport } from '../../reports/runs/run-parts';
import { documentsOutcomeOf, type RunRecord } from '../../reports/runs/run-record';
import { SWEPT_RUNS } from '../../reports/runs/run-sweeps';
import { isClosed } from '../../reports/saved/document-privacy';
import { CANNOT_OPEN, type DocumentView, documentViewOf } from '../../reports/saved/document-view';
import { SAVED_REPORTS, type SavedReportDoc } from '../../reports/saved/saved-reports';
import { type ExportOut, pick, writeJson } from './export-out';
import { ownedPages } from './owned-pages';
import { UsageTally } from './usage-records';

const PAGE = 50;

interface Run {
  id: string;
  doc: RunRecord;
  /** What this person may see of its documents (a shared report's run: document-view.ts). */
  view: DocumentView;
}

/** The finished report as its exports read it, as this person may see it; null when it has none. */
async function draftOf(out: ExportOut, run: Run): Promise<ExportDraft | null> {
  if (run.doc.executionStatus !== 'success') return null;
  return exportDraftOf(out.store, run).catch((error: unknown) => {
    // A finished run whose report parts are gone (removed meanwhile) has nothing to export.
    if ((error as { code?: string }).code === 'EXPORT.NOT_READY') return null;
    throw error;
  });
}

/** One run as a file: its record, its documents, its report and each document's result. */
async function runFile(out: ExportOut, run: Run, draft: ExportDraft | null) {
  const { id, doc, view } = run;
  const hidden = view.shows !== 'all';
  const documents = view.shows === 'none' ? null : await readDocuments(out.store, id, doc);
  const { deselectedDocuments, ...details } = doc.reportDetails;
  return {
    id,
    name: runNameOf(doc),
    ...shownStatus(doc),
    ...pick(doc, [
      'triggerSource',
      'savedReportId',
      'savedReportName',
      'chatSessionId',
      'chatSessionTitle',
      'sharedReportId',
      'teamId',
      'scheduledFor',
      'copiedFrom',
      'costCapUsd',
      'createdAt',
      'startedAt',
      'finishedAt',
      'errorMessage',
      'viewedAt',
      'notificationSentAt',
      'documentCount',
      'documentTypes',
    ]),
    // Hidden, the column questions are the grid's (a document named in one is hidden there too).
    reportDetails: hidden
      ? { ...details, ...(draft?.columns ? { columns: draft.columns } : {}) }
      : { ...details, deselectedDocuments },
    documentsOutcome: documentsOutcomeOf(doc),
    usage: doc.completion?.usage ?? null,
    documentsHidden: hidden,
    documents:
      documents?.map((d) =>
        isClosed(view, d.id)
          ? { id: '', name: CANNOT_OPEN, mimeType: d.mimeType }
          : pick({ ...d }, ['id', 'name', 'mimeType', 'version']),
      ) ?? null,
    report: draft ? { html: draft.html, sources: draft.notes } : null,
    results: draft?.table ?? null,
  };
}

/** The Markdown file's path: the day, the report's name and the run's id, so no two collide. */
function markdownPath(run: Run, draft: ExportDraft): string {
  const name = exportFileName(draft.title, 'md').slice(0, -'.md'.length);
  return `reports/${run.doc.createdAt.slice(0, 10)} ${name} (${run.id}).md`;
}

/**
 * executions/{id}.json for every run the person made (its report and its documents' results as
 * they see them), reports/*.md for each finished report, written as the Markdown export writes it,
 * and usage.json from the same runs.
 */
export async function writeExecutions(
  out: ExportOut,
  markdown: ExportWriter,
  viewers: ViewerDriveAccess,
): Promise<void> {
  const usage = new UsageTally();
  for await (const page of ownedPages<RunRecord>(out.store, SWEPT_RUNS, out.uid, 'createdAt', PAGE)) {
    const reportIds = [
      ...new Set(page.flatMap(({ data }) => (data.savedReportId ? [data.savedReportId] : []))),
    ];
    const reports = await out.store.getAll<SavedReportDoc>(SAVED_REPORTS, reportIds);
    const reportOf = new Map(reportIds.map((id, i) => [id, reports[i] ?? null]));
    const runs: Run[] = await Promise.all(
      page.map(async ({ id, data }) => {
        const report = data.savedReportId ? (reportOf.get(data.savedReportId) ?? null) : null;
        const stored = await readReport(out.store, id, data).catch(() => null);
        const deps = { store: out.store, viewers };
        return { id, doc: data, view: await documentViewOf(deps, out.uid, data, stored, report) };
      }),
    );
    // A page's reads and Markdown are made together (the Markdown on the exports' thread), written in order.
    const files = await Promise.all(
      runs.map(async (run) => {
        const draft = await draftOf(out, run);
        const [json, md] = await Promise.all([runFile(out, run, draft), draft ? markdown(draft) : null]);
        return { run, draft, json, md };
      }),
    );
    for (const { run, draft, json, md } of files) {
      await writeJson(out, `executions/${run.id}.json`, json);
      if (draft && md) await out.zip.add(markdownPath(run, draft), md);
      usage.add(run.id, run.doc);
    }
    await out.advance(page.length);
  }
  await usage.write(out);
}

import type { ExtractAndQueryRequest } from '@quarry/contracts/research';
import type { ReportRenderer } from '../../ports/report-renderer.port';
import { type ComposedReport, composeReport, type WrittenReport } from './compose-report';
import type { Emit } from './emit';
import type { ExtractionContext, ExtractionOutcome } from './extract-document';
import type { CitedFinding } from './findings';
import { READ_END } from './read-documents';
import { type ReportParts, reportParts, type Source } from './report-markdown';
import type { ResearchDeps } from './research-deps';

/** What writing the report needs: the documents' outcomes, numbered, and the run's context. */
export interface ReportInput {
  ctx: ExtractionContext;
  /** The deps whose model calls are tallied as the report's. */
  reportDeps: ResearchDeps;
  request: ExtractAndQueryRequest;
  outcomes: ExtractionOutcome[];
  sources: Source[];
  findings: CitedFinding[];
  emit: Emit;
}

/** The report's HTML, with and without its documents (the footer comes later). */
export interface RenderedReport {
  answer: string;
  withoutDocuments: string;
}

/** Composes the cited report and renders it, the rendering overlapping the claim check. */
export async function writeReport(
  input: ReportInput,
): Promise<{ report: ComposedReport; rendered: RenderedReport }> {
  const { ctx, reportDeps, request, outcomes, sources, findings, emit } = input;
  const { deps, settings, signal } = ctx;
  emit({ type: 'status', message: 'Writing the report...', progress: READ_END + 2 });
  // The report links only to its cited documents, the same set the browser takes from the evidence.
  const links = new Set(sources.flatMap((s) => (s.file.webViewLink ? [s.file.webViewLink] : [])));
  const renderBoth = async (written: WrittenReport): Promise<RenderedReport> => {
    const [answer, withoutDocuments] = await Promise.all([
      renderReport(deps.renderer, reportParts(written, sources, outcomes), links),
      renderReport(
        deps.renderer,
        reportParts(written, sources, outcomes, { hideDocuments: true }),
        new Set(),
      ),
    ]);
    return { answer, withoutDocuments };
  };
  let rendering: ReturnType<typeof renderBoth> | undefined;
  const report = await composeReport({
    deps: reportDeps,
    settings,
    apiKey: ctx.apiKey,
    question: request.userQuery,
    findings,
    deepResearch: request.deepResearch,
    enableIntroduction: request.enableIntroduction,
    enableConclusion: request.enableConclusion,
    ...(signal ? { signal } : {}),
    onStep: (message) => emit({ type: 'status', message, progress: 92 }),
    // Rendered while the claims are checked: a macrotask later, once that call is on its way.
    onWritten: (written) => {
      rendering = new Promise((resolve) => setTimeout(resolve)).then(() => renderBoth(written));
      rendering.catch(() => {});
    },
  });
  const rendered = await (rendering ?? renderBoth(report));
  return { report, rendered };
}

/** The report's HTML: its prose sanitized, its listing built directly (its footer comes later). */
async function renderReport(
  renderer: ReportRenderer,
  parts: ReportParts,
  links: Set<string>,
): Promise<string> {
  return [
    await renderer.toSafeHtml(parts.markdown, links),
    parts.listing ? renderer.listingHtml(parts.listing, links) : '',
  ]
    .filter(Boolean)
    .join('\n');
}

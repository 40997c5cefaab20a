import type { ExtractAndQueryRequest } from '@quarry/contracts/research';
import type { ReportRenderer } from '../../../ports/report-renderer.port';
import type { Emit } from '../emit';
import type { ExtractionContext, ExtractionOutcome } from '../extraction/extract-document';
import type { CitedFinding } from '../extraction/findings';
import { READ_END } from '../reading/read-documents';
import type { ResearchDeps } from '../research-deps';
import { type ComposedReport, composeReport, type WrittenReport } from './compose-report';
import { reportParts, type Source } from './report-markdown';

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

/**
 * Composes the cited report and renders it, the rendering overlapping the model's calls: the body
 * while the introduction and conclusion are written, those while the claims are checked.
 */
export async function writeReport(
  input: ReportInput,
): Promise<{ report: ComposedReport; rendered: RenderedReport }> {
  const { ctx, reportDeps, request, outcomes, sources, findings, emit } = input;
  const { deps, settings, signal } = ctx;
  emit({ type: 'status', message: 'Writing the report...', progress: READ_END + 2 });
  // The report links only to its cited documents, the same set the browser takes from the evidence.
  const links = new Set(sources.flatMap((s) => (s.file.webViewLink ? [s.file.webViewLink] : [])));
  const none = new Set<string>();
  const sections = new SectionRenderer(deps.renderer);
  const renderBoth = async (written: WrittenReport): Promise<RenderedReport> => {
    const shown = reportParts(written, sources, outcomes);
    const hidden = reportParts(written, sources, outcomes, { hideDocuments: true });
    const [answer, withoutDocuments] = await Promise.all([
      sections.render(shown.sections, links),
      sections.render(hidden.sections, none),
    ]);
    return {
      answer: [answer, shown.listing ? deps.renderer.listingHtml(shown.listing, links) : '']
        .filter(Boolean)
        .join('\n'),
      withoutDocuments,
    };
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
    // The body as the report shows it is rendered while the introduction and conclusion are
    // written (about one wait's work at 2,000 documents), the rest while the claims are checked;
    // later the body comes from what was rendered here.
    onBody: (body) => {
      sections.render(reportParts({ body }, sources, outcomes).sections, links).catch(() => {});
    },
    onWritten: (written) => {
      rendering = renderBoth(written);
      rendering.catch(() => {});
    },
  });
  const rendered = await (rendering ?? renderBoth(report));
  return { report, rendered };
}

/**
 * Renders Markdown sections to safe HTML one at a time, each after a macrotask, so a model's answer
 * that arrives meanwhile is taken at once (rendering is synchronous work: a 130 KB body took about
 * 100 ms); a section asked again (the same text and links) is rendered once.
 */
class SectionRenderer {
  /** By the set of links allowed (one per variant of the report), then by the section's text. */
  private readonly rendered = new Map<Set<string>, Map<string, Promise<string>>>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly renderer: ReportRenderer) {}

  async render(sections: string[], links: Set<string>): Promise<string> {
    const html = await Promise.all(sections.map((section) => this.section(section, links)));
    return html.join('\n');
  }

  private section(markdown: string, links: Set<string>): Promise<string> {
    let known = this.rendered.get(links);
    if (!known) {
      known = new Map();
      this.rendered.set(links, known);
    }
    let html = known.get(markdown);
    if (!html) {
      html = this.queue
        .catch(() => {})
        .then(() => new Promise((resolve) => setTimeout(resolve)))
        .then(() => this.renderer.toSafeHtml(markdown, links));
      this.queue = html;
      known.set(markdown, html);
    }
    return html;
  }
}

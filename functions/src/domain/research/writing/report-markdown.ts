import { FLASH_MODEL, modelFamily, PRO_MODEL } from '@quarry/contracts/models';
import {
  DEFAULT_MODEL_PRICES,
  formatCostUsd,
  type ModelFallback,
  type RunUsage,
  totalTokens,
} from '@quarry/contracts/usage';
import type { DriveFile } from '../../../ports/drive.port';
import type { ReportListing } from '../../../ports/report-renderer.port';
import { unverifiedText } from '../checks/quote-tally';
import { OUTCOME_TEXT, outcomeText } from '../extraction/evidence-table';
import type { ExtractionOutcome } from '../extraction/extract-document';
import type { WrittenReport } from './compose-report';
import { documentHider } from './hide-names';

export interface Source {
  number: number;
  file: DriveFile;
  pages: number[];
}

/** Every [n] that names a known source becomes a link to that document (others are left as text). */
export function linkCitations(markdown: string, sources: Source[]): string {
  const byNumber = new Map(sources.map((s) => [s.number, s]));
  return markdown.replace(/\[(\d+)\](?!\()/g, (whole, n: string) => {
    const link = byNumber.get(Number(n))?.file.webViewLink;
    return link ? `[[${n}]](${link})` : whole;
  });
}

/** A report ready to render: Markdown, plus (when documents are shown) its listing of them. */
export interface ReportParts {
  /** The prose (introduction, body, conclusion) with linked citations; without documents, all of it. */
  markdown: string;
  /**
   * The same Markdown in sections that render alone (introduction, body, conclusion, and without
   * documents their counts): `markdown` is them joined by a blank line. The body is rendered while
   * the introduction and conclusion are written (write-report.ts).
   */
  sections: string[];
  /** Sources and coverage, one entry per document: rendered directly, never as Markdown. */
  listing: ReportListing | null;
}

/**
 * The report (docs/architecture/research-pipeline.md steps 5-6): introduction, then the body (its short answer first,
 * then the detail), conclusion, all with linked citations, then a Sources list (with pages) and a
 * coverage table of every selected document (the model-use line, `usageLine`, closes it once the
 * last model call is done). Claims the sanity check could not
 * support are not Markdown: they travel as evidence and the SPA shows them in a warning box.
 *
 * Sources and coverage grow with the documents, so they are a listing, not Markdown: a name is
 * shown as written (never read as Markdown) and the renderer builds them without a DOM.
 */
export function reportParts(
  report: WrittenReport,
  sources: Source[],
  outcomes: ExtractionOutcome[],
  options: { hideDocuments?: boolean } = {},
): ReportParts {
  if (options.hideDocuments) {
    const sections = sectionsWithoutDocuments(report, sources, outcomes);
    return { markdown: sections.join('\n\n'), sections, listing: null };
  }
  const sections = proseSections(report).map((section) => linkCitations(section, sources));
  const listing: ReportListing = {
    sources: sources.map((s) => ({
      number: s.number,
      name: s.file.name,
      link: s.file.webViewLink,
      pages: s.pages,
    })),
    coverage: outcomes.map((o) => ({
      document: o.file.name,
      result: [outcomeText(o.status, o.status === 'failed' ? o.reason : null), unverifiedText(o)]
        .filter(Boolean)
        .join('; '),
    })),
  };
  return { markdown: sections.join('\n\n'), sections, listing };
}

/** Introduction, body and conclusion, each with its heading, as sections that render alone. */
function proseSections(report: WrittenReport): string[] {
  return [
    ...(report.introduction ? [`## Introduction\n\n${report.introduction.trim()}`] : []),
    report.body.trim(),
    ...(report.conclusion ? [`## Conclusion\n\n${report.conclusion.trim()}`] : []),
  ];
}

/** "gemini-3.8-flash (the current Flash model)" for a family's model; the id alone otherwise. */
function described(model: string): string {
  if (model !== FLASH_MODEL && model !== PRO_MODEL) return model;
  return `${model} (the current ${modelFamily(model) === 'flash' ? 'Flash' : 'Pro'} model)`;
}

/** One sentence per configured model the run could not use (docs/architecture/platform.md). */
export function fallbackSentence({ configured, used }: ModelFallback): string {
  return `The configured model ${configured} is no longer available, so this run used ${described(used)} instead.`;
}

/**
 * The report's footer line: what its model calls took and cost (docs/architecture/usage-and-analytics.md), any model the
 * settings name that was gone, with the one used instead (section 17), and how many of the quotes
 * were found in their documents (section 20).
 */
export function usageLine(usage: RunUsage, quotes?: { verified: number; total: number }): string {
  const tally = Object.values(usage.byModel).reduce(
    (sum, t) => ({ calls: sum.calls + t.calls, tokens: sum.tokens + totalTokens(t) }),
    { calls: 0, tokens: 0 },
  );
  return [
    `Model use: ${tally.calls} call${tally.calls === 1 ? '' : 's'}, ${tally.tokens.toLocaleString('en-US')} tokens, estimated cost ${formatCostUsd(usage.estimatedCostUsd)} (at the prices of ${usage.pricesAsOf ?? DEFAULT_MODEL_PRICES.asOf}).`,
    ...(usage.fallbacks ?? []).map(fallbackSentence),
    // docs/decisions/evidence.md: how many of the findings' quotes were found in their documents.
    ...(quotes && quotes.total > 0 ? [`Quotes verified: ${quotes.verified} of ${quotes.total}.`] : []),
  ].join(' ');
}

/** Every form of a document's name in the prose becomes its source number, or "a document" (hide-names.ts). */
function namesHidden(sources: Source[], outcomes: ExtractionOutcome[]): (text: string) => string {
  return documentHider(
    sources.map((s) => ({ number: s.number, documentId: s.file.id, name: s.file.name })),
    [...outcomes.map((o) => o.file), ...sources.map((s) => s.file)],
  );
}

/**
 * The same report for a team whose owner hid the documents (showDocumentsInSharedReports off,
 * docs/architecture/teams-and-sharing.md): no document name or link anywhere; Sources and coverage give counts only.
 */
function sectionsWithoutDocuments(
  report: WrittenReport,
  sources: Source[],
  outcomes: ExtractionOutcome[],
): string[] {
  const counts: string[] = [];
  if (sources.length > 0) {
    counts.push(
      '## Sources',
      `${sources.length} document${sources.length === 1 ? '' : 's'} cited; the report's owner keeps their names private.`,
    );
  }
  const count = (status: ExtractionOutcome['status']) => outcomes.filter((o) => o.status === status).length;
  counts.push(
    '## Coverage',
    ['| Result | Documents |', '|---|---|']
      .concat(
        (['data', 'noData', 'failed'] as const).map(
          (status) => `| ${OUTCOME_TEXT[status]} | ${count(status)} |`,
        ),
      )
      .join('\n'),
  );
  // The names are hidden in what the model wrote, not in the headings and counts written here.
  const hide = namesHidden(sources, outcomes);
  const prose = proseSections({
    body: hide(report.body),
    ...(report.introduction === undefined ? {} : { introduction: hide(report.introduction) }),
    ...(report.conclusion === undefined ? {} : { conclusion: hide(report.conclusion) }),
  });
  return [...prose, counts.join('\n\n')];
}

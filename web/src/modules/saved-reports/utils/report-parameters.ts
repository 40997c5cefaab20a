import { type GridColumn, GridColumns } from '@quarry/contracts/grid';
import type { SavedReport } from '@quarry/contracts/reports';
import { DeselectedDocument, REPORT_PARAMETER_KEYS } from '@quarry/contracts/reports';
import { DriveDirectory } from '@quarry/contracts/user';
import { z } from 'zod';

/**
 * The saved-report run parameters of /chat-interface (spec part 2 section 2): what the Saved Reports page
 * writes and what the chat reads back. The lists travel as JSON text, exactly as a SavedReport stores them.
 */

/** Shown for a deselected document that older data keeps as a bare id. */
export const UNKNOWN_DOCUMENT_NAME = 'Unknown Document';

/** A saved report to run in the chat, read from the URL. */
export type ReportRun = {
  query: string;
  keywords: string[];
  negativeKeywords: string[];
  deselectedDocuments: DeselectedDocument[];
  /** Undefined when the URL names no directories: the person's current directories stay. */
  directories: DriveDirectory[] | undefined;
  /** Undefined when the URL does not say: the person's current preference stays. */
  deepResearch: boolean | undefined;
  reportName: string | undefined;
  /** True goes straight to extraction; false opens the document dialog first. */
  autoRun: boolean;
  /** The evidence grid's columns the report asks too (docs/decisions/evidence-grid.md); none: no grid. */
  columns: GridColumn[];
};

/**
 * Beside the spec's parameters, the report's grid columns (docs/decisions/evidence-grid.md) as JSON text, as
 * POST /api/report-executions carries them from the saved report; absent: none.
 */
export const COLUMNS_PARAMETER = 'columns';

export type ReportParameters = { kind: 'none' } | { kind: 'invalid' } | { kind: 'run'; run: ReportRun };

const Keyword = z.string().trim().min(1).max(200);
const Keywords = z.array(Keyword);
const BareId = z.string().min(1);
const DeselectedDocuments = z.array(
  z.union([DeselectedDocument, BareId.transform((id) => ({ id, name: UNKNOWN_DOCUMENT_NAME }))]),
);
// A plain string is an older saved report's directory: it is all we know, so it serves as id and name.
const Directories = z.array(z.union([DriveDirectory, BareId.transform((id) => ({ id, name: id }))]));
const Flag = z.enum(['true', 'false']).transform((text) => text === 'true');

/** Reads a JSON-text list; undefined when the parameter is absent, null when it is malformed. */
function readList<S extends z.ZodType>(
  params: URLSearchParams,
  key: string,
  schema: S,
): z.output<S> | undefined | null {
  const text = params.get(key);
  if (text === null) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

function readFlag(params: URLSearchParams, key: string): boolean | undefined | null {
  const text = params.get(key);
  if (text === null) return undefined;
  const parsed = Flag.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** Whether the URL asks for a saved-report run, and if so whether it can be run as given. */
export function parseReportParameters(params: URLSearchParams): ReportParameters {
  if (!REPORT_PARAMETER_KEYS.some((key) => params.has(key))) return { kind: 'none' };
  const query = params.get('query')?.trim() ?? '';
  const keywords = readList(params, 'keywords', Keywords);
  const negativeKeywords = readList(params, 'negativeKeywords', Keywords);
  const deselectedDocuments = readList(params, 'deselectedDocuments', DeselectedDocuments);
  const directories = readList(params, 'directories', Directories);
  const deepResearch = readFlag(params, 'deepResearch');
  const autoRun = readFlag(params, 'autoRun');
  const columns = readList(params, COLUMNS_PARAMETER, GridColumns);
  // A search needs at least one keyword, and every saved report has one: a run without them cannot be what was saved.
  if (query === '' || !keywords || keywords.length === 0) return { kind: 'invalid' };
  if (negativeKeywords === null || deselectedDocuments === null || directories === null)
    return { kind: 'invalid' };
  if (deepResearch === null || autoRun === null || columns === null) return { kind: 'invalid' };
  const reportName = params.get('reportName')?.trim();
  return {
    kind: 'run',
    run: {
      query,
      keywords,
      negativeKeywords: negativeKeywords ?? [],
      deselectedDocuments: deselectedDocuments ?? [],
      directories,
      deepResearch,
      reportName: reportName === '' ? undefined : reportName,
      autoRun: autoRun ?? false,
      columns: columns ?? [],
    },
  };
}

/** The chat link that runs a saved report straight away. */
export function reportRunHref(report: SavedReport): string {
  const params = new URLSearchParams({
    query: report.query,
    keywords: report.keywords,
    negativeKeywords: report.negativeKeywords,
    deselectedDocuments: report.deselectedDocuments,
    directories: report.selectedDirectories,
    deepResearch: String(report.deepResearch),
    reportName: report.reportName,
    autoRun: 'true',
  });
  if (report.columns?.length) params.set(COLUMNS_PARAMETER, JSON.stringify(report.columns));
  return `/chat-interface?${params.toString()}`;
}

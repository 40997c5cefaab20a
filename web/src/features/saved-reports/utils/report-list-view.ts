import type { SavedReport } from '@quarry/contracts/reports';
import { format } from 'date-fns';
import { inDisplayZone } from '@/lib/time-zone';

export const REPORT_DATE_FORMAT = 'MMM d, yyyy';

/** A saved report's created date as the list shows it; 'Unknown date' when it cannot be read. */
export function formatReportDate(createdAt: string): string {
  try {
    return format(inDisplayZone(new Date(createdAt)), REPORT_DATE_FORMAT);
  } catch {
    return 'Unknown date';
  }
}

const byName = (a: SavedReport, b: SavedReport) =>
  a.reportName.toLocaleLowerCase().localeCompare(b.reportName.toLocaleLowerCase());

/** The reports whose name or query contains the search text (any case), sorted by name. */
export function visibleReports(reports: readonly SavedReport[], search: string): SavedReport[] {
  const needle = search.trim().toLocaleLowerCase();
  const matching = needle
    ? reports.filter(
        (report) =>
          report.reportName.toLocaleLowerCase().includes(needle) ||
          report.query.toLocaleLowerCase().includes(needle),
      )
    : [...reports];
  return matching.sort(byName);
}

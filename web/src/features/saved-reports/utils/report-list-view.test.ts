import { describe, expect, it } from 'vitest';
import { savedReport } from '../testing/saved-report-fakes';
import { formatReportDate, visibleReports } from './report-list-view';

const names = (reports: { reportName: string }[]) => reports.map((report) => report.reportName);

describe('saved report list view', () => {
  const reports = [
    savedReport('1', { reportName: 'zeta review', query: 'Who signed?' }),
    savedReport('2', { reportName: 'Alpha budget', query: 'What did we spend on LEASES?' }),
    savedReport('3', { reportName: 'beta Leases', query: 'Rent terms' }),
  ];

  it('when nothing is searched, then every report shows, sorted by name ignoring case', () => {
    expect(names(visibleReports(reports, ''))).toEqual(['Alpha budget', 'beta Leases', 'zeta review']);
  });

  it('when a search is typed, then reports match on name or query in any case', () => {
    expect(names(visibleReports(reports, '  lease '))).toEqual(['Alpha budget', 'beta Leases']);
    expect(names(visibleReports(reports, 'SIGNED'))).toEqual(['zeta review']);
    expect(visibleReports(reports, 'nothing like this')).toEqual([]);
  });

  it("when a created date is shown, then it reads 'MMM d, yyyy', or 'Unknown date' when unreadable", () => {
    expect(formatReportDate('2026-11-22T12:00:00.000Z')).toBe('Nov 22, 2026');
    expect(formatReportDate('garbage')).toBe('Unknown date');
  });
});

import { describe, expect, it } from 'vitest';
import { JAN_15_930 } from '../testing/executions';
import { directoriesText, executionDate, executionReportName, sourceLabel } from './execution-display';

describe('execution display texts', () => {
  it('when naming a run, then the saved report name wins, then the chat title, then Untitled report', () => {
    expect(executionReportName({ savedReportName: 'Q1', chatSessionTitle: 'Chat' })).toBe('Q1');
    expect(executionReportName({ savedReportName: null, chatSessionTitle: 'Chat' })).toBe('Chat');
    expect(executionReportName({ savedReportName: null, chatSessionTitle: null })).toBe('Untitled report');
  });

  it('when labelling a source, then each trigger reads as words', () => {
    expect(sourceLabel('saved_report')).toBe('Saved Report');
    expect(sourceLabel('chat')).toBe('Chat');
    expect(sourceLabel('shared_adhoc')).toBe('Shared (On Demand)');
    expect(sourceLabel('scheduled')).toBe('Scheduled');
  });

  it('when listing directories, then paths are preferred and none means All directories', () => {
    expect(directoriesText([])).toBe('All directories');
    expect(
      directoriesText([
        { id: '1', name: 'Legal', path: 'Company/Legal' },
        { id: '2', name: 'Finance' },
      ]),
    ).toBe('Company/Legal, Finance');
  });

  it('when showing a date, then it reads MMM d, h:mm a, and a missing or unreadable one reads -', () => {
    expect(executionDate(JAN_15_930)).toBe('Jan 15, 9:30 AM');
    expect(executionDate(null)).toBe('-');
    expect(executionDate('not a date')).toBe('-');
  });
});

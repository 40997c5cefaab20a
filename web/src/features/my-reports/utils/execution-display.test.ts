import { describe, expect, it } from 'vitest';
import { directoriesText, executionReportName, sourceLabel, statusLabel } from './execution-display';

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

  it('when a run is running, then its status carries the progress', () => {
    expect(statusLabel('running', 42.4)).toBe('Running 42%');
    expect(statusLabel('pending', 0)).toBe('Pending');
    expect(statusLabel('failed', 30)).toBe('Failed');
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
});

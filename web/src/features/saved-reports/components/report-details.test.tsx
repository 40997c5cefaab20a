import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { savedReport, savedReportsApi } from '../testing/saved-report-fakes';
import { SavedReportsScreen } from './saved-reports-screen';

const words = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

async function expandRow(name: string) {
  const user = userEvent.setup();
  renderRoute(<SavedReportsScreen />, { path: '/saved-reports' });
  const row = within(await screen.findByRole('listitem', { name }));
  const toggle = row.getByRole('button', { name: `Show details for ${name}` });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await user.click(toggle);
  expect(row.getByRole('button', { name: `Hide details for ${name}` }).getAttribute('aria-expanded')).toBe(
    'true',
  );
  return { user, row };
}

const chips = (row: Pick<typeof screen, 'getByRole'>, label: string) =>
  within(row.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('saved report details', () => {
  it("when a row expands, then 10 keywords and 6 excluded keywords show before '+N more'", async () => {
    savedReportsApi([
      savedReport('1', {
        reportName: 'Leases',
        query: 'Which leases end in 2027?',
        keywords: JSON.stringify(words('k', 13)),
        negativeKeywords: JSON.stringify(words('n', 8)),
      }),
    ]);
    const { row } = await expandRow('Leases');
    expect(row.getByText('Which leases end in 2027?')).toBeTruthy();
    expect(chips(row, 'Keywords')).toEqual([...words('k', 10), '+3 more']);
    expect(chips(row, 'Excluded keywords')).toEqual([...words('-n', 6), '+2 more']);
  });

  it("when lists fit their limit, then no '+N more' shows and empty lists read 'None'", async () => {
    savedReportsApi([
      savedReport('1', {
        reportName: 'Short',
        keywords: JSON.stringify(words('k', 10)),
        negativeKeywords: '[]',
      }),
    ]);
    const { row } = await expandRow('Short');
    expect(chips(row, 'Keywords')).toEqual(words('k', 10));
    expect(row.queryByRole('list', { name: 'Excluded keywords' })).toBeNull();
    expect(row.getByText('None')).toBeTruthy();
  });

  it("when directories are chosen, then their paths, names or plain strings show; none reads 'All directories'", async () => {
    savedReportsApi([
      savedReport('1', {
        reportName: 'Some folders',
        selectedDirectories: JSON.stringify([
          { id: 'f1', name: 'Contracts', path: '/Legal/Contracts' },
          'Old/Folder',
        ]),
      }),
      savedReport('2', { reportName: 'Everywhere' }),
    ]);
    const { row, user } = await expandRow('Some folders');
    expect(chips(row, 'Directories')).toEqual(['/Legal/Contracts', 'Old/Folder']);
    await user.click(screen.getByRole('button', { name: 'Show details for Everywhere' }));
    expect(
      within(screen.getByRole('listitem', { name: 'Everywhere' })).getByText('All directories'),
    ).toBeTruthy();
  });

  it("when documents were excluded, then they are counted and the toggle lists them, bare ids as 'Unknown Document'", async () => {
    savedReportsApi([
      savedReport('1', {
        reportName: 'Picky',
        deselectedDocuments: JSON.stringify([{ id: 'd1', name: 'Budget.xlsx' }, 'd2']),
      }),
    ]);
    const { row, user } = await expandRow('Picky');
    expect(row.getByText('2 documents excluded')).toBeTruthy();
    expect(row.queryByRole('list', { name: 'Excluded documents' })).toBeNull();
    await user.click(row.getByRole('button', { name: 'Show excluded documents' }));
    expect(chips(row, 'Excluded documents')).toEqual(['Budget.xlsx', 'Unknown Document']);
    await user.click(row.getByRole('button', { name: 'Hide excluded documents' }));
    expect(row.queryByRole('list', { name: 'Excluded documents' })).toBeNull();
  });

  it('when every list is malformed JSON, then the row still shows and expands with empty lists', async () => {
    savedReportsApi([
      savedReport('1', {
        reportName: 'Broken',
        keywords: '{not json',
        negativeKeywords: '42',
        deselectedDocuments: '[{"id":',
        selectedDirectories: 'null',
      }),
    ]);
    const { row } = await expandRow('Broken');
    expect(row.getByText('All directories')).toBeTruthy();
    expect(row.getByText('0 documents excluded')).toBeTruthy();
    expect(row.getAllByText('None')).toHaveLength(2);
    expect(row.getByRole('link', { name: 'Open in Chat' })).toBeTruthy();
  });

  it('when the report is shared, then its teams show with their share type, and removing one asks first and then ends its access', async () => {
    const toasts = recordToasts();
    const api = savedReportsApi(
      [
        savedReport('1', {
          reportName: 'Quarterly',
          sharedTeams: [
            { teamId: 't1', teamName: 'Finance', shareType: 'scheduled' },
            { teamId: 't2', teamName: 'Legal', shareType: 'adhoc' },
          ],
        }),
        savedReport('2', { reportName: 'Private' }),
      ],
      { 'DELETE /api/reports/1/teams/t2': ok({ message: 'Team access removed' }) },
    );
    const { row, user } = await expandRow('Quarterly');
    expect(chips(row, 'Shared with')).toEqual(['Finance (Scheduled)', 'Legal (Ad hoc)']);

    await user.click(row.getByRole('button', { name: 'Remove Legal' }));
    expect(api.callsTo('DELETE /api/reports/1/teams/t2')).toHaveLength(0);
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain("Stop sharing 'Quarterly' with Legal?");
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(toasts.titles()).toEqual(['Team Access Removed']));
    expect(api.callsTo('DELETE /api/reports/1/teams/t2')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Show details for Private' }));
    expect(within(screen.getByRole('listitem', { name: 'Private' })).queryByText('Shared with')).toBeNull();
  });

  it("when the owner's Teams plan ended, then a scheduled team says its schedule is paused and an on-demand one does not", async () => {
    savedReportsApi([
      savedReport('1', {
        reportName: 'Quarterly',
        sharedTeams: [
          { teamId: 't1', teamName: 'Finance', shareType: 'scheduled', paused: 'plan_ended' },
          { teamId: 't2', teamName: 'Legal', shareType: 'adhoc' },
        ],
      }),
    ]);
    const { row } = await expandRow('Quarterly');
    expect(chips(row, 'Shared with')).toEqual([
      'Finance (Scheduled) · Paused: the Teams plan ended',
      'Legal (Ad hoc)',
    ]);
  });

  it('when the team-members switch is turned off, then the privacy PATCH is sent and Privacy Setting Updated shows', async () => {
    const toasts = recordToasts();
    const api = savedReportsApi([savedReport('r1', { reportName: 'Leases' })], {
      'PATCH /api/saved-reports/r1/privacy': ok({ ok: true }),
    });
    const { row, user } = await expandRow('Leases');
    const toggle = row.getByRole('switch', { name: 'Show documents to team members' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    api.set(
      'GET /api/saved-reports',
      ok({ reports: [savedReport('r1', { reportName: 'Leases', showDocumentsInSharedReports: false })] }),
    );
    await user.click(toggle);
    await waitFor(() => expect(toasts.titles()).toEqual(['Privacy Setting Updated']));
    expect(api.callsTo('PATCH /api/saved-reports/r1/privacy').map((call) => call.body)).toEqual([
      { showDocumentsInSharedReports: false },
    ]);
    expect(toggle.checked).toBe(false);
    await waitFor(() => expect(api.callsTo('GET /api/saved-reports')).toHaveLength(2));
  });

  it('when the privacy update fails, then Update Failed shows and the switch stays as it was', async () => {
    const toasts = recordToasts();
    savedReportsApi([savedReport('r1', { reportName: 'Leases' })], {
      'PATCH /api/saved-reports/r1/privacy': fail(500, { message: 'db' }),
    });
    const { row, user } = await expandRow('Leases');
    const toggle = row.getByRole('switch', { name: 'Show documents to team members' }) as HTMLInputElement;
    await user.click(toggle);
    await waitFor(() =>
      expect(toasts.all).toEqual([
        { title: 'Update Failed', description: 'Could not update privacy setting', variant: 'destructive' },
      ]),
    );
    expect(toggle.checked).toBe(true);
  });
});

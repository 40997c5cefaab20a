import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, never, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { savedReport, savedReportsApi } from '../testing/saved-report-fakes';
import { SavedReportsScreen } from './saved-reports-screen';

function openScreen() {
  const user = userEvent.setup();
  return { user, ...renderRoute(<SavedReportsScreen />, { path: '/saved-reports' }) };
}

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Saved reports' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('saved reports list', () => {
  it('when reports load, then the heading counts them and rows are sorted by name ignoring case', async () => {
    savedReportsApi([
      savedReport('1', { reportName: 'zeta review' }),
      savedReport('2', { reportName: 'Alpha budget' }),
      savedReport('3', { reportName: 'beta leases' }),
    ]);
    openScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved Reports (3)' })).toBeTruthy();
    expect(rowNames()).toEqual(['Alpha budget', 'beta leases', 'zeta review']);
    expect(screen.getByRole('link', { name: 'My Reports' }).getAttribute('href')).toBe('/my-reports');
  });

  it("when a search is typed, then only reports whose name or query match stay, else 'No reports match your search'", async () => {
    savedReportsApi([
      savedReport('1', { reportName: 'Budget', query: 'What did we spend on LEASES?' }),
      savedReport('2', { reportName: 'Lease terms', query: 'Rent' }),
      savedReport('3', { reportName: 'Hiring', query: 'Who joined?' }),
    ]);
    const { user } = openScreen();
    const search = await screen.findByRole('searchbox', { name: 'Search reports' });
    await user.type(search, 'lease');
    expect(rowNames()).toEqual(['Budget', 'Lease terms']);
    await user.clear(search);
    await user.type(search, 'quarterly');
    expect(screen.getByText('No reports match your search')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Saved reports' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Reports (3)' })).toBeTruthy();
  });

  it("when a row shows, then it has its Deep Research badge, 'MMM d, yyyy' date, actions and a chat link that auto-runs", async () => {
    savedReportsApi([
      savedReport('1', { reportName: 'Deep one', deepResearch: true, keywords: '["lease","rent"]' }),
      savedReport('2', { reportName: 'Plain one', createdAt: '2026-03-05T12:00:00.000Z' }),
    ]);
    openScreen();
    const deep = within(await screen.findByRole('listitem', { name: 'Deep one' }));
    const plain = within(screen.getByRole('listitem', { name: 'Plain one' }));
    expect(deep.getByText('Deep Research')).toBeTruthy();
    expect(plain.queryByText('Deep Research')).toBeNull();
    expect(deep.getByText('Created Nov 22, 2026')).toBeTruthy();
    expect(plain.getByText('Created Mar 5, 2026')).toBeTruthy();
    expect(deep.getByRole('button', { name: 'Run Deep one' })).toBeTruthy();
    expect(deep.getByRole('button', { name: 'Delete Deep one' })).toBeTruthy();
    const href = deep.getByRole('link', { name: 'Open in Chat' }).getAttribute('href') ?? '';
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/chat-interface');
    expect(url.searchParams.get('autoRun')).toBe('true');
    expect(url.searchParams.get('keywords')).toBe('["lease","rent"]');
    expect(url.searchParams.get('reportName')).toBe('Deep one');
  });

  it("when there are no reports, then 'No Saved Reports' offers the chat", async () => {
    savedReportsApi([]);
    openScreen();
    expect(await screen.findByRole('heading', { name: 'No Saved Reports' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Chat Interface' }).getAttribute('href')).toBe(
      '/chat-interface',
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Reports (0)' })).toBeTruthy();
  });

  it('while the reports load, then a spinner shows', async () => {
    savedReportsApi([], { 'GET /api/saved-reports': never });
    openScreen();
    expect(await screen.findByRole('status', { name: 'Loading your saved reports' })).toBeTruthy();
  });

  it('when loading fails, then an error shows and Try Again loads the list', async () => {
    const api = savedReportsApi([], { 'GET /api/saved-reports': fail(500, { message: 'db down' }) });
    const { user } = openScreen();
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load your saved reports.');
    api.set('GET /api/saved-reports', ok({ reports: [savedReport('1', { reportName: 'Back again' })] }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'Back again' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(api.callsTo('GET /api/saved-reports')).toHaveLength(2));
  });
});

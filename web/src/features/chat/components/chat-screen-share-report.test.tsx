import type { TeamSummary } from '@quarry/contracts/teams';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { browserTimeZone } from '@/lib/time-zone';
import { type FakeHandler, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { chatApi } from '../testing/chat-fakes';
import { ChatPage } from './chat-page';

const TEAMS: TeamSummary[] = [
  {
    id: 't1',
    name: 'Finance',
    isAdmin: true,
    administrators: [{ name: 'Maya Chen', isCurrentUser: true }],
    memberCount: 2,
    sharedReportCount: 0,
  },
  {
    id: 't2',
    name: 'Legal',
    isAdmin: false,
    administrators: [
      { name: 'Maya Chen', isCurrentUser: true },
      { name: 'Raj Patel', isCurrentUser: false },
    ],
    memberCount: 4,
    sharedReportCount: 1,
  },
];

function shareApi(
  share: FakeHandler = ok({ message: 'Report shared', savedReportId: 'r1', sharedReportIds: [] }),
) {
  return chatApi(
    {
      'POST /api/reports/share-from-chat': share,
      'GET /api/teams': ok(TEAMS),
      'GET /api/subscription/status': ok({ hasAccess: true, reason: 'active_subscription' }),
    },
    { deepResearch: false },
  );
}

/** Asks, takes every keyword and document, waits for the answer and opens Share Report. */
async function openShare(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Question' }), 'What was our revenue?{Enter}');
  const keywords = within(await screen.findByRole('dialog', { name: 'Select Keywords' }));
  await user.click(keywords.getByRole('button', { name: /^Search/ }));
  const documents = within(await screen.findByRole('dialog', { name: 'Select Files/Documents' }));
  await user.click(documents.getByRole('button', { name: /^Continue/ }));
  await screen.findByRole('heading', { name: 'Revenue' });
  await user.click(await screen.findByRole('button', { name: 'Share Report' }));
  return within(await screen.findByRole('dialog', { name: 'Share Report' }));
}

describe('share report from the chat', () => {
  it('when Watch for changes is ticked, then the scheduled share asks to e-mail the team only when the answer changed', async () => {
    const toasts = recordToasts();
    const api = shareApi();
    const user = userEvent.setup();
    renderRoute(<ChatPage />, { path: '/chat-interface' });
    const dialog = await openShare(user);

    await user.click(dialog.getByRole('checkbox', { name: 'Watch for changes' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Finance' }));
    await user.click(dialog.getByRole('button', { name: 'Share' }));

    await waitFor(() => expect(toasts.titles().at(-1)).toBe('Report Shared Successfully'));
    expect(api.callsTo('POST /api/reports/share-from-chat')[0]?.body).toMatchObject({
      existingTeamIds: ['t1'],
      shareType: 'scheduled',
      watchForChanges: true,
    });
  });

  it('when nothing is chosen, or the new team lacks a name or members, then the spec refusals show and nothing is sent', async () => {
    const toasts = recordToasts();
    const api = shareApi();
    const user = userEvent.setup();
    renderRoute(<ChatPage />, { path: '/chat-interface' });
    const dialog = await openShare(user);

    await user.click(dialog.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(toasts.titles().at(-1)).toBe('No Team Selected'));
    await user.click(dialog.getByRole('checkbox', { name: 'Create a new team' }));
    await user.click(dialog.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(toasts.titles().at(-1)).toBe('Team Name Required'));
    await user.type(dialog.getByLabelText('New team name'), 'Audit');
    await user.type(dialog.getByLabelText(/^Member e-mails/), ' , ');
    await user.click(dialog.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(toasts.titles().at(-1)).toBe('Team Members Required'));
    await user.click(dialog.getByRole('checkbox', { name: 'Legal (Member only)' }));
    expect(toasts.all.at(-1)).toEqual({
      title: 'Administrator Access Required',
      description: 'Only administrators can share reports with Legal. Contact Raj Patel.',
      variant: 'destructive',
    });

    expect(api.callsTo('POST /api/reports/share-from-chat')).toEqual([]);
  });

  it('when shared with a team and a new one on the defaults, then one request carries the query, both teams and a daily 09:00 schedule in the browser zone', async () => {
    const toasts = recordToasts();
    const api = shareApi();
    const user = userEvent.setup();
    renderRoute(<ChatPage />, { path: '/chat-interface' });
    const dialog = await openShare(user);
    expect(dialog.getByRole('textbox', { name: 'Report name' })).toHaveProperty(
      'value',
      'What was our revenue?',
    );

    await user.click(dialog.getByRole('checkbox', { name: 'Finance' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Create a new team' }));
    await user.type(dialog.getByLabelText('New team name'), ' Audit ');
    await user.type(dialog.getByLabelText(/^Member e-mails/), 'ana@gmail.com, , leo@gmail.com ');
    await user.click(dialog.getByRole('button', { name: 'Share' }));

    await waitFor(() => expect(toasts.titles().at(-1)).toBe('Report Shared Successfully'));
    expect(api.callsTo('POST /api/reports/share-from-chat')[0]?.body).toMatchObject({
      reportName: 'What was our revenue?',
      query: 'What was our revenue?',
      existingTeamIds: ['t1'],
      newTeam: { name: 'Audit', memberEmails: ['ana@gmail.com', 'leo@gmail.com'] },
      shareType: 'scheduled',
      scheduleFrequency: 'daily',
      scheduleTime: '09:00',
      scheduleTimezone: browserTimeZone(),
      showDocumentsInSharedReports: true,
      includeCurrentExecution: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share Report' })).toBeNull());
  });

  it('when Deep Research is switched on after the answer, then the shared report keeps the answer’s setting (off)', async () => {
    recordToasts();
    const api = shareApi();
    const user = userEvent.setup();
    renderRoute(<ChatPage />, { path: '/chat-interface' });
    await openShare(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('switch', { name: 'Deep Research' }));
    await waitFor(() => expect(api.callsTo('PUT /api/user/preferences')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Share Report' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share Report' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Finance' }));
    await user.click(dialog.getByRole('button', { name: 'Share' }));

    await waitFor(() => expect(api.callsTo('POST /api/reports/share-from-chat')).toHaveLength(1));
    expect(api.callsTo('POST /api/reports/share-from-chat')[0]?.body).toMatchObject({ deepResearch: false });
  });

  it('when a monthly day of 0 or 45 is typed, then the form says 1 to 31, lists no runs and sends nothing', async () => {
    const api = shareApi();
    const user = userEvent.setup();
    renderRoute(<ChatPage />, { path: '/chat-interface' });
    const dialog = await openShare(user);
    await user.click(dialog.getByRole('checkbox', { name: 'Finance' }));
    await user.click(dialog.getByRole('combobox', { name: 'Frequency' }));
    await user.click(await screen.findByRole('option', { name: 'Monthly' }));
    const day = dialog.getByRole('spinbutton', { name: 'Day of the month' });

    for (const typed of ['0', '45']) {
      await user.clear(day);
      await user.type(day, typed);
      expect(await dialog.findByText('Enter a day of the month from 1 to 31')).toBeTruthy();
      expect(dialog.queryByRole('list', { name: 'Next runs' })).toBeNull();
    }
    await user.click(dialog.getByRole('button', { name: 'Share' }));

    expect(await dialog.findByText('Enter a day of the month from 1 to 31')).toBeTruthy();
    expect(api.callsTo('POST /api/reports/share-from-chat')).toEqual([]);
    await user.clear(day);
    await user.type(day, '31');
    await waitFor(() => expect(dialog.queryByText('Enter a day of the month from 1 to 31')).toBeNull());
    expect(dialog.getByRole('list', { name: 'Next runs' })).toBeTruthy();
  });
});

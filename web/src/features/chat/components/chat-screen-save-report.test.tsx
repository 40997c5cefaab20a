import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { chatApi } from '../testing/chat-fakes';
import { ChatPage } from './chat-page';

const finance = { id: 'f1', name: 'Finance', path: '/Finance' };
const loaded = {
  title: 'Lease review',
  messages: [
    { id: 'm1', role: 'user', content: 'Who signed?', timestamp: '2026-01-15T09:00:00.000Z' },
    { id: 'm2', role: 'assistant', content: '<p>Ada signed.</p>', timestamp: '2026-01-15T09:01:00.000Z' },
  ],
  searchTerms: '["lease"]',
  selectedFiles: '["doc-lease"]',
  selectedDirectories: '[]',
};

function saveApi(saveHandler = ok({ id: 'r1', message: 'Report saved' })) {
  return chatApi(
    { 'POST /api/saved-reports': saveHandler, 'GET /api/chat/sessions/s1/messages': ok(loaded) },
    { selectedDriveDirectories: [finance], deepResearch: false },
  );
}

/** Asks, excludes 'draft', unticks Lease.pdf and waits for the answer. */
async function completeAnswer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Question' }), 'What was our revenue?{Enter}');
  const keywords = within(await screen.findByRole('dialog', { name: 'Select Keywords' }));
  await user.click(keywords.getByRole('button', { name: 'Exclude draft' }));
  await user.click(keywords.getByRole('button', { name: 'Search (2 keywords)' }));
  const documents = within(await screen.findByRole('dialog', { name: 'Select Files/Documents' }));
  await user.click(documents.getByRole('checkbox', { name: 'Lease.pdf' }));
  await user.click(documents.getByRole('button', { name: 'Continue (1 document)' }));
  await screen.findByRole('heading', { name: 'Revenue' });
  return screen.findByRole('button', { name: 'Save Report' });
}

async function openSaveDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await completeAnswer(user));
  const dialog = within(await screen.findByRole('dialog', { name: 'Save Report' }));
  return { dialog, name: dialog.getByRole('textbox', { name: 'Report name' }) };
}

describe('save report from the chat', () => {
  it('when a completed answer is saved under a name, then the query, both keyword lists, the left-out documents and the folders are posted', async () => {
    const toasts = recordToasts();
    const api = saveApi();
    const user = userEvent.setup();
    renderRoute(<ChatPage />, { path: '/chat-interface' });
    const { dialog, name } = await openSaveDialog(user);
    expect(name).toHaveProperty('value', 'What was our revenue?');
    await user.clear(name);
    await user.type(name, '  Revenue by quarter ');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST /api/saved-reports')).toHaveLength(1));
    expect(api.callsTo('POST /api/saved-reports')[0]?.body).toEqual({
      reportName: 'Revenue by quarter',
      query: 'What was our revenue?',
      keywords: ['revenue', 'budget'],
      negativeKeywords: ['draft'],
      deselectedDocuments: [{ id: 'doc-lease', name: 'Lease.pdf' }],
      selectedDirectories: [finance],
      deepResearch: false,
      enableIntroduction: true,
      enableConclusion: true,
    });
    await waitFor(() =>
      expect(toasts.all.at(-1)).toEqual({
        title: 'Report Saved',
        description: '"Revenue by quarter" is in your saved reports.',
        variant: undefined,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('when the name is empty or longer than 100 characters, then the spec messages show and nothing is posted', async () => {
    const api = saveApi();
    const user = userEvent.setup();
    renderRoute(<ChatPage />, { path: '/chat-interface' });
    const { dialog, name } = await openSaveDialog(user);
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const problem = await dialog.findByRole('alert');
    expect(problem.textContent).toBe('Report name is required');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(problem.id);

    await user.clear(name);
    await user.type(name, 'x'.repeat(101));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Report name must be 100 characters or less');
    expect(api.callsTo('POST /api/saved-reports')).toHaveLength(0);
  });

  it('when the server refuses, then Save Failed shows its message and the dialog stays open', async () => {
    const toasts = recordToasts();
    saveApi(fail(400, { message: 'A report with this name already exists' }));
    const user = userEvent.setup();
    renderRoute(<ChatPage />, { path: '/chat-interface' });
    const { dialog } = await openSaveDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts.all.at(-1)).toEqual({
        title: 'Save Failed',
        description: 'A report with this name already exists',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Save Report' })).toBeTruthy();
  });

  it('when a new question is asked or a new session starts, then Save Report goes away until the next answer; a cancelled question changes nothing', async () => {
    saveApi();
    const user = userEvent.setup();
    renderRoute(<ChatPage />, { path: '/chat-interface' });
    await completeAnswer(user);
    const question = screen.getByRole('textbox', { name: 'Question' });

    await user.type(question, 'And costs?{Enter}');
    const keywords = within(await screen.findByRole('dialog', { name: 'Select Keywords' }));
    // The dialog hides the page from assistive technology; the button is gone all the same.
    expect(screen.queryByRole('button', { name: 'Save Report', hidden: true })).toBeNull();
    await user.click(keywords.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Save Report' })).toBeTruthy();

    await user.type(question, 'And profit?{Enter}');
    const again = within(await screen.findByRole('dialog', { name: 'Select Keywords' }));
    await user.click(again.getByRole('button', { name: /^Search/ }));
    const documents = within(await screen.findByRole('dialog', { name: 'Select Files/Documents' }));
    await user.click(documents.getByRole('button', { name: /^Continue/ }));
    await screen.findByRole('button', { name: 'Save Report' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'New Session' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'New Session' }));
    expect(screen.queryByRole('button', { name: 'Save Report' })).toBeNull();
  });

  it('when a saved session is loaded, then it offers no saving', async () => {
    saveApi();
    renderRoute(<ChatPage />, { path: '/chat-interface', url: '/chat-interface?sessionId=s1' });
    expect(await screen.findByText('Ada signed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Report' })).toBeNull();
  });
});

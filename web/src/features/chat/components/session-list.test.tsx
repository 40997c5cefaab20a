import type { ChatSessionSummary } from '@quarry/contracts/chat';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NEW_REPORT_HINT, SessionList } from './session-list';

const session = (id: string, changes: Partial<ChatSessionSummary> = {}): ChatSessionSummary => ({
  id,
  title: `Session ${id}`,
  updatedAt: new Date(2026, 0, 15, 9, 30).toISOString(),
  searchTerms: '[]',
  selectedFiles: '[]',
  selectedDirectories: '[]',
  latestStatus: null,
  latestExecutionId: null,
  isViewed: false,
  ...changes,
});

function renderList(sessions: ChatSessionSummary[], busy = false) {
  const onOpen = vi.fn();
  const onDelete = vi.fn();
  render(
    <SessionList sessions={sessions} activeSessionId="a" busy={busy} onOpen={onOpen} onDelete={onDelete} />,
  );
  return { onOpen, onDelete, list: within(screen.getByRole('list', { name: 'Saved sessions' })) };
}

describe('saved session list', () => {
  it("when sessions are listed, then each shows its title and date as 'MMM d, h:mm a', or 'Unknown date'", () => {
    const { list } = renderList([session('a'), session('b', { updatedAt: 'garbage' })]);
    expect(list.getByRole('button', { name: 'Session a Jan 15, 9:30 AM' })).toBeTruthy();
    expect(list.getByRole('button', { name: 'Session b Unknown date' })).toBeTruthy();
  });

  it('when a report finished and is unseen, then only that session shows the green dot', () => {
    const { list } = renderList([
      session('a', { latestStatus: 'success', latestExecutionId: 'e1' }),
      session('b', { latestStatus: 'success', isViewed: true }),
      session('c', { latestStatus: 'failed' }),
    ]);
    const dots = list.getAllByRole('img', { name: NEW_REPORT_HINT });
    expect(dots).toHaveLength(1);
    expect(dots[0]?.closest('li')?.textContent).toContain('Session a');
    expect(dots[0]?.getAttribute('title')).toBe('New report ready to view');
  });

  it('when a session or its delete button is clicked, then that session is opened or deleted', async () => {
    const user = userEvent.setup();
    const b = session('b');
    const { list, onOpen, onDelete } = renderList([session('a'), b]);
    await user.click(list.getByRole('button', { name: /^Session b/ }));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(b);
    await user.click(list.getByRole('button', { name: 'Delete session Session b' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(b);
  });

  it('when a query is running, then no other session can be opened and the open one cannot be deleted', () => {
    const { list } = renderList([session('a'), session('b')], true);
    expect(list.getByRole('button', { name: /^Session b/ })).toHaveProperty('disabled', true);
    expect(list.getByRole('button', { name: 'Delete session Session a' })).toHaveProperty('disabled', true);
    expect(list.getByRole('button', { name: 'Delete session Session b' })).toHaveProperty('disabled', false);
  });
});

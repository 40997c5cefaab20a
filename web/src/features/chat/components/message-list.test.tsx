import type { ChatMessage } from '@quarry/contracts/chat';
import { gridPath } from '@quarry/contracts/grid';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { aContractGrid } from '@/testing/grid-fixture';
import { renderRoute } from '@/testing/render-route';
import { MessageList } from './message-list';

const answer = (id: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  role: 'assistant',
  content: `<p>Answer ${id}.</p>`,
  timestamp: '2026-11-27T10:00:00.000Z',
  executionId: `run-${id}`,
  ...extra,
});

describe('the answers in the chat', () => {
  it('when only one answer’s run has a grid, then only its grid is asked for and shown', async () => {
    const api = fakeApi({
      [`GET ${gridPath('run-a')}`]: ok(aContractGrid(2)),
      [`GET ${gridPath('run-b')}`]: ok(aContractGrid(2)),
    });
    renderRoute(<MessageList messages={[answer('a', { hasGrid: true }), answer('b')]} />, {
      path: '/chat-interface',
    });

    expect(await screen.findAllByRole('heading', { name: 'Evidence grid' })).toHaveLength(1);
    expect(api.callsTo(`GET ${gridPath('run-a')}`)).toHaveLength(1);
    expect(api.callsTo(`GET ${gridPath('run-b')}`)).toHaveLength(0);
  });
});

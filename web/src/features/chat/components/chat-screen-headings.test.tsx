import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail } from '@/testing/fake-api';
import { skippedHeadings } from '@/testing/heading-order';
import { renderRoute } from '@/testing/render-route';
import { chatApi } from '../testing/chat-fakes';
import { ChatPage } from './chat-page';

describe('the chat page outline', () => {
  it("when Gemini's quota box shows in the conversation, then no heading skips a level", async () => {
    // Arrange
    const message = "Gemini's daily quota for your key is used up: it resets at midnight Pacific time.";
    chatApi({ 'POST /api/query/generate-keywords': fail(429, { message, errorCode: 'GEMINI_QUOTA' }) });
    const user = userEvent.setup();
    renderRoute(<ChatPage />, { path: '/chat-interface' });

    // Act
    await user.type(await screen.findByRole('textbox', { name: 'Question' }), 'What was our revenue?{Enter}');
    await screen.findByRole('region', { name: 'Gemini Token Quota Error' });

    // Assert
    expect(screen.getByRole('heading', { name: 'Gemini Token Quota Error' })).toBeTruthy();
    expect(skippedHeadings()).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { fail, fakeApi } from '@/testing/fake-api';
import { generateTitle } from './generate-title';

describe('the session title the page falls back on', () => {
  it('when the server cannot give a title, then the question is cut at a word within 30 characters and ends with an ellipsis', async () => {
    // Arrange
    fakeApi({ 'POST /api/chat/generate-title': fail(503, { message: 'Service unavailable' }) });

    // Act
    const title = await generateTitle('What caused the Ridgeline 2 recall and what did it cost?');

    // Assert
    expect(title).toBe('What caused the Ridgeline 2…');
  });
});

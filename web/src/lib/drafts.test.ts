import { afterEach, describe, expect, it } from 'vitest';
import { forgetDrafts, readDraft, saveDraft } from './drafts';

describe('drafts', () => {
  afterEach(() => window.sessionStorage.clear());

  it('when a draft is saved under a route, then that route reads it back and another does not', () => {
    saveDraft('/chat-interface', 'What did we sign in 2023?');

    expect(readDraft('/chat-interface')).toBe('What did we sign in 2023?');
    expect(readDraft('/teams')).toBe('');
  });

  it('when the drafts are forgotten (sign-out), then none is left and other tab state stays', () => {
    saveDraft('/chat-interface', 'first');
    saveDraft('/team-dashboard', 'second');
    window.sessionStorage.setItem('quarry.returnPath', '/teams');

    forgetDrafts();

    expect(readDraft('/chat-interface')).toBe('');
    expect(readDraft('/team-dashboard')).toBe('');
    expect(window.sessionStorage.getItem('quarry.returnPath')).toBe('/teams');
  });
});

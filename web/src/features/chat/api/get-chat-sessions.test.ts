import { describe, expect, it } from 'vitest';
import { getChatSessionsQueryOptions } from './get-chat-sessions';

describe('saved session list query', () => {
  it('when the list is shown, then it refreshes every 15 s, but not while the tab is in the background', () => {
    const options = getChatSessionsQueryOptions();
    expect(options.refetchInterval).toBe(15_000);
    expect(options.refetchIntervalInBackground).toBe(false);
    expect(options.queryKey).toEqual(['/api', 'chat', 'sessions']);
  });
});

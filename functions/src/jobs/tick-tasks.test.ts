import { afterAll, describe, expect, it } from 'vitest';
import { composeLocal } from '../composition/local';
import { loadConfig } from '../config';
import { STATE_LIFETIME_MS } from '../domain/accounts/oauth-states';
import { tempDir } from '../testing/temp-dir';
import { runTick } from './tick';
import { tickTasks } from './tick-tasks';

const temp = tempDir();
const deps = composeLocal(loadConfig({ PORT: '8080', DATA_DIR: temp.dir }));
afterAll(async () => {
  deps.localQueue.stop();
  await deps.store.close();
  temp.remove();
});

describe('the minute tick', () => {
  it('when the tick runs, then sign-in states past their 10 minutes are swept and fresh ones stay', async () => {
    const binding = await deps.accounts.sessions.bindBrowser(undefined);
    const { state: fresh } = await deps.accounts.states.issue({
      purpose: 'signin',
      redirectUri: 'http://localhost:8080/oauth-callback',
      browserHash: binding.hash,
    });
    const stale = new Date(Date.now() - STATE_LIFETIME_MS - 1000).toISOString();
    await deps.store.set('oauthStates', 'abandoned', { purpose: 'signin', createdAt: stale });

    const result = await runTick(tickTasks(deps), deps.log);

    expect(result.failed).toEqual([]);
    expect(await deps.store.get('oauthStates', 'abandoned')).toBeNull();
    expect(await deps.store.get('oauthStates', fresh)).not.toBeNull();
  });
});

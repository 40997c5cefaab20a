import { describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../adapters/sqlite/sqlite-document-store';
import { ManualClock } from '../../testing/manual-clock';
import { OAuthStates, STATE_LIFETIME_MS } from './oauth-states';

function setup() {
  const clock = new ManualClock();
  return { clock, states: new OAuthStates(new SqliteDocumentStore({ file: ':memory:' }), clock) };
}
const REDIRECT = 'http://localhost:8080/oauth-callback';

describe('OAuthStates', () => {
  it('when a state is consumed, then it returns the PKCE verifier whose S256 hash is the challenge sent', async () => {
    const { states } = setup();
    const { state, codeChallenge } = await states.issue('signin', REDIRECT);
    const doc = await states.consume(state, 'signin', REDIRECT);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(doc.pkceVerifier).digest('base64url')).toBe(codeChallenge);
  });

  it('when a state is consumed twice, then the second time fails', async () => {
    const { states } = setup();
    const { state } = await states.issue('signin', REDIRECT);
    await states.consume(state, 'signin', REDIRECT);
    await expect(states.consume(state, 'signin', REDIRECT)).rejects.toMatchObject({
      code: 'AUTH.STATE_INVALID',
    });
  });

  it('when more than 10 minutes have passed, then the state no longer works', async () => {
    const { states, clock } = setup();
    const { state } = await states.issue('signin', REDIRECT);
    clock.advance(STATE_LIFETIME_MS + 1);
    await expect(states.consume(state, 'signin', REDIRECT)).rejects.toMatchObject({
      code: 'AUTH.STATE_INVALID',
    });
  });

  it('when used for another purpose, another redirect or an unknown value, then it fails', async () => {
    const { states } = setup();
    const a = await states.issue('signin', REDIRECT);
    await expect(states.consume(a.state, 'drive', REDIRECT)).rejects.toMatchObject({
      code: 'AUTH.STATE_INVALID',
    });
    const b = await states.issue('signin', REDIRECT);
    await expect(states.consume(b.state, 'signin', 'http://evil.example/cb')).rejects.toMatchObject({
      code: 'AUTH.REDIRECT_MISMATCH',
    });
    await expect(states.consume('made-up', 'signin', REDIRECT)).rejects.toMatchObject({
      code: 'AUTH.STATE_INVALID',
    });
  });
});

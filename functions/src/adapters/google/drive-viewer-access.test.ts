import { describe, expect, it } from 'vitest';
import { DriveAuthError } from '../../ports/drive.port';
import { ANSWER_TTL_MS, DriveViewerAccess, type OpenChecks, type ViewerTokens } from './drive-viewer-access';

/** Which files a viewer can open: asked with their own token, answers kept minutes in memory. */
function world(answer: OpenChecks['opens'] = async (_t, ids) => new Map(ids.map((id) => [id, id !== 'b']))) {
  const asked: { token: string; ids: readonly string[] }[] = [];
  const forgotten: string[] = [];
  let now = 1_000_000;
  const tokens: ViewerTokens = {
    accessToken: async (uid) => {
      if (uid === 'leo') throw new Error('Google Drive access has expired.');
      return `token-of-${uid}`;
    },
    forget: (uid) => void forgotten.push(uid),
  };
  const checks: OpenChecks = {
    opens: (token, ids) => {
      asked.push({ token, ids });
      return answer(token, ids);
    },
  };
  const access = new DriveViewerAccess(tokens, checks, () => now);
  const later = (ms: number) => {
    now += ms;
  };
  return { access, asked, forgotten, later };
}

describe('which files a viewer can open', () => {
  it('when a viewer asks, then Drive is asked with their own token, and again within minutes only for what it was not asked', async () => {
    const { access, asked } = world();
    const first = await access.openable('sam', ['a', 'b']);
    expect(first).toEqual(
      new Map([
        ['a', true],
        ['b', false],
      ]),
    );
    expect(asked).toEqual([{ token: 'token-of-sam', ids: ['a', 'b'] }]);
    expect(await access.openable('sam', ['a', 'b', 'c'])).toEqual(
      new Map([
        ['a', true],
        ['b', false],
        ['c', true],
      ]),
    );
    expect(asked[1]).toEqual({ token: 'token-of-sam', ids: ['c'] });
    // Another viewer's answers are their own.
    await access.openable('maya', ['a']);
    expect(asked[2]).toEqual({ token: 'token-of-maya', ids: ['a'] });
  });

  it('when the answers are older than a few minutes, then Drive is asked again', async () => {
    const { access, asked, later } = world();
    await access.openable('sam', ['a']);
    later(ANSWER_TTL_MS + 1);
    await access.openable('sam', ['a']);
    expect(asked).toHaveLength(2);
  });

  it('when the viewer has no Drive connection, or Drive refuses their token, then nothing is known', async () => {
    const { access, forgotten } = world(async () => {
      throw new DriveAuthError('Google Drive refused the access token (401)');
    });
    expect(await access.openable('leo', ['a'])).toBe('unknown');
    expect(await access.openable('sam', ['a'])).toBe('unknown');
    expect(forgotten).toEqual(['sam']);
  });

  it('when Drive does not answer, then no file counts as openable and nothing is kept', async () => {
    let down = true;
    const { access, asked } = world(async (_t, ids) => {
      if (down) throw new Error('Google Drive metadata read failed (503)');
      return new Map(ids.map((id) => [id, true]));
    });
    expect(await access.openable('sam', ['a'])).toEqual(new Map([['a', false]]));
    down = false;
    expect(await access.openable('sam', ['a'])).toEqual(new Map([['a', true]]));
    expect(asked).toHaveLength(2);
  });
});

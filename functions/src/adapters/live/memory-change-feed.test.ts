import { describe, expect, it } from 'vitest';
import type { FeedEntry } from '../../ports/change-feed.port';
import { MemoryChangeFeed } from './memory-change-feed';

/** Local mode's live feed (docs/architecture/teams-and-sharing.md): per person, in order, replayable after a reconnect. */
describe('MemoryChangeFeed', () => {
  it('when a signal is published, then only the people named hear it, once each', async () => {
    const feed = new MemoryChangeFeed();
    const heard: Record<string, FeedEntry[]> = { a: [], b: [], c: [] };
    for (const uid of ['a', 'b', 'c']) feed.subscribe(uid, undefined, (entry) => heard[uid]?.push(entry));
    await feed.publish(['a', 'b', 'a'], ['teams', 'teams', 'sharedReports']);
    expect(heard.a?.map((e) => e.signal.topics)).toEqual([['teams', 'sharedReports']]);
    expect(heard.b).toHaveLength(1);
    expect(heard.c).toEqual([]);
  });

  it('when a page reconnects with its last id, then it gets only its own later signals, in order', async () => {
    const feed = new MemoryChangeFeed();
    const first: FeedEntry[] = [];
    const subscription = feed.subscribe('a', undefined, (entry) => first.push(entry));
    await feed.publish(['a'], ['teams']);
    subscription.close();
    await feed.publish(['b'], ['teams']);
    await feed.publish(['a'], ['executions']);
    await feed.publish(['a'], ['sessions']);
    const again = feed.subscribe('a', first[0]?.id, () => {});
    expect(again.complete).toBe(true);
    expect(again.missed.map((e) => e.signal.topics)).toEqual([['executions'], ['sessions']]);
  });

  it('when the last id is from another process or older than the backlog, then the page must refetch everything', async () => {
    const feed = new MemoryChangeFeed(undefined, 2);
    const ids: string[] = [];
    feed.subscribe('a', undefined, (entry) => ids.push(entry.id));
    for (let i = 0; i < 4; i++) await feed.publish(['a'], ['teams']);
    expect(feed.subscribe('a', ids[0], () => {}).complete).toBe(false);
    expect(feed.subscribe('a', ids[2], () => {}).complete).toBe(true);
    expect(feed.subscribe('a', 'ffffffff-1', () => {}).complete).toBe(false);
    const ahead = `${ids[0]?.split('-')[0]}-99`;
    expect(feed.subscribe('a', ahead, () => {}).complete).toBe(false);
  });

  it('when a page closes, then it is no longer listened for', async () => {
    const feed = new MemoryChangeFeed();
    const subscription = feed.subscribe('a', undefined, () => {});
    expect(feed.listenerCount('a')).toBe(1);
    subscription.close();
    expect(feed.listenerCount('a')).toBe(0);
  });
});

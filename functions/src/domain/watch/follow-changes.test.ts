import { describe, expect, it } from 'vitest';
import { tempStores } from '../../testing/temp-stores';
import { row, seedWatchedReport, watchWorld } from '../../testing/watch-world';
import type { WatchedReportDoc } from '../reports/saved/watch-fields';
import { dueAt, followDriveChanges } from './follow-changes';

const openStore = tempStores();
const MINUTE = 60_000;

describe("following watching owners' Drive changes", () => {
  it('when the tick’s time for looks runs out, then the owners left over are looked at first on the next tick', async () => {
    const w = watchWorld(openStore());
    w.drive.add('alpha-1', 'alpha');
    for (const n of [1, 2, 3]) {
      await seedWatchedReport(w, `report-${n}`, 'alpha', [row('alpha-1', ['Alpha costs $10.'])], {
        uid: `owner-${n}`,
        email: `owner${n}@northwind.test`,
      });
    }
    // Room for one look per tick.
    const oneLook = () => {
      let calls = 0;
      return () => (calls++ === 0 ? 0 : Number.POSITIVE_INFINITY);
    };

    const first = await followDriveChanges(w.deps, { budgetMs: 1, elapsed: oneLook() });
    const second = await followDriveChanges(w.deps, { budgetMs: 1, elapsed: oneLook() });
    const third = await followDriveChanges(w.deps, { budgetMs: 1, elapsed: oneLook() });

    expect([first.owners, second.owners, third.owners]).toEqual([1, 1, 1]);
    const looked = await w.deps.store.getAll<{ lastLookedAt: string }>('driveWatches', [
      'owner-1',
      'owner-2',
      'owner-3',
    ]);
    expect(looked.every((watch) => watch?.lastLookedAt)).toBe(true);
  });

  it('when files Quarry wrote change (a doc it saved that an older run read, a file in its folder), then no report is due; a change to the person’s own file still makes it due', async () => {
    const w = watchWorld(openStore());
    w.drive.add('alpha-1', 'alpha');
    w.drive.folders.push({
      id: 'quarry-folder',
      name: 'Quarry reports',
      mimeType: 'application/vnd.google-apps.folder',
      appProperties: { quarryFolder: 'reports' },
    });
    // A run from before the change docs/decisions/watching.md records read Quarry's saved doc and a note kept in Quarry's folder.
    const table = [
      row('alpha-1', ['Alpha costs $10.']),
      row('saved-doc', ['Alpha report.']),
      row('note', ['Alpha.']),
    ];
    await seedWatchedReport(w, 'report-1', 'alpha', table);
    await followDriveChanges(w.deps);
    w.clock.advance(6 * MINUTE);

    const doc = 'application/vnd.google-apps.document';
    w.drive.change({
      id: 'saved-doc',
      name: 'alpha report',
      mimeType: doc,
      appProperties: { quarryRun: 'r1' },
    });
    w.drive.change({
      id: 'note',
      name: 'alpha note.md',
      mimeType: 'text/markdown',
      parents: ['quarry-folder'],
    });
    const quiet = await followDriveChanges(w.deps);
    w.clock.advance(6 * MINUTE);
    w.drive.edit('alpha-1');
    const edited = await followDriveChanges(w.deps);

    expect(quiet).toMatchObject({ pages: 2, marked: 0, failed: 0 });
    expect(edited).toMatchObject({ marked: 1, failed: 0 });
  });

  it('when a change comes within the hour of the last watched run, then the re-run is due an hour after it, else at once', () => {
    const now = new Date('2026-11-27T10:00:00.000Z');
    const ranAt = (minutesAgo: number) =>
      ({ watchLastRunAt: new Date(now.getTime() - minutesAgo * MINUTE).toISOString() }) as WatchedReportDoc;

    expect(dueAt(ranAt(20), now)).toBe('2026-11-27T10:40:00.000Z');
    expect(dueAt(ranAt(90), now)).toBe(now.toISOString());
    expect(dueAt({} as WatchedReportDoc, now)).toBe(now.toISOString());
  });
});

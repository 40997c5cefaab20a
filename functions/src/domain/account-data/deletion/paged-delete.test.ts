import { describe, expect, it } from 'vitest';
import { tempStores } from '../../../testing/temp-stores';
import { DELETION_PAGE, deleteWhere, replaceWhere } from './paged-delete';

const openStore = tempStores();

describe('deleting page by page', () => {
  it('when a person has more runs than several pages hold, then all of theirs go, a page at a time, and nobody else’s', async () => {
    const store = openStore();
    const count = DELETION_PAGE * 3 + 7;
    for (let i = 0; i < count; i++) await store.set('reportExecutions', `run-${i}`, { ownerId: 'ada' });
    await store.set('reportExecutions', 'bob-run', { ownerId: 'bob' });
    let pages = 0;

    const deleted = await deleteWhere(store, 'reportExecutions', 'ownerId', 'ada', {
      onPage: async () => {
        pages += 1;
      },
    });

    expect(deleted).toBe(count);
    expect(pages).toBe(4);
    expect((await store.query('reportExecutions')).map((doc) => doc.id)).toEqual(['bob-run']);
  });

  it('when a kept record names the person, then only that field is replaced', async () => {
    const store = openStore();
    await store.set('teams', 't1', { name: 'Recall', createdBy: 'ada' });
    await store.set('teams', 't2', { name: 'Audit', createdBy: 'bob' });

    await replaceWhere(store, 'teams', 'createdBy', 'ada', 'deleted-account');

    expect(await store.get('teams', 't1')).toEqual({ name: 'Recall', createdBy: 'deleted-account' });
    expect(await store.get('teams', 't2')).toEqual({ name: 'Audit', createdBy: 'bob' });
  });
});

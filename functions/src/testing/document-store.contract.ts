import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocumentStore, MAX_DOCUMENT_BYTES } from '../ports/document-store.port';

export type ContractCase = 'setReplaces' | 'dottedWhere' | 'orderByExcludesMissing' | 'contention';

export interface ContractOptions {
  /** Cases a backend is known not to honour, each with the reason printed in the test's name. */
  knownGaps?: Partial<Record<ContractCase, string>>;
}

/**
 * The behaviour every DocumentStore adapter must have. Each test uses its own collection so the
 * cases stay independent on a shared backend.
 */
export function documentStoreContract(
  adapter: string,
  open: () => Promise<DocumentStore>,
  options: ContractOptions = {},
): void {
  describe(`DocumentStore contract: ${adapter}`, () => {
    let store: DocumentStore;
    let n = 0;
    const fresh = () => `c${Date.now().toString(36)}${(n++).toString(36)}`;

    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store?.close();
    });

    async function seedPeople(col: string) {
      const people = [
        {
          id: 'ada',
          name: 'Ada',
          age: 36,
          team: 'red',
          tags: ['math', 'poetry'],
          active: true,
          meta: { city: 'London' },
        },
        {
          id: 'bob',
          name: 'Bob',
          age: 25,
          team: 'blue',
          tags: ['sport'],
          active: false,
          meta: { city: 'Paris' },
        },
        { id: 'cy', name: 'Cy', age: 41, team: 'red', tags: ['math'], active: true, meta: { city: 'Paris' } },
        { id: 'dee', name: 'Dee', age: 25, team: 'green', tags: [], active: true, meta: { city: 'Rome' } },
        {
          id: 'eve',
          name: 'Eve',
          age: '30',
          team: 'blue',
          tags: ['poetry'],
          active: false,
          meta: { city: 'Oslo' },
        },
      ];
      for (const { id, ...data } of people) await store.set(col, id, data);
    }
    const ids = (docs: { id: string }[]) => docs.map((d) => d.id);
    const gaps = options.knownGaps ?? {};
    /** A case some backend may not honour: skipped there, with the reason in its name. */
    const gapCase = (key: ContractCase, name: string, fn: () => Promise<void>) => {
      const reason = gaps[key];
      it.skipIf(reason)(reason ? `${name} [skipped: ${reason}]` : name, fn);
    };

    it('when a document is missing, then get returns null', async () => {
      expect(await store.get(fresh(), 'nope')).toBeNull();
    });

    it('when a document is set, then get returns the same data, nested values included', async () => {
      const col = fresh();
      const data = {
        title: 'Q3',
        n: 3.5,
        flag: false,
        list: [1, 'two', { three: 3 }],
        nested: { a: { b: null } },
      };
      await store.set(col, 'x', data);
      expect(await store.get(col, 'x')).toEqual(data);
    });

    gapCase(
      'setReplaces',
      'when set is called on an existing document, then it replaces the whole document',
      async () => {
        const col = fresh();
        await store.set(col, 'x', { a: 1, b: 2 });
        await store.set(col, 'x', { c: 3 });
        expect(await store.get(col, 'x')).toEqual({ c: 3 });
      },
    );

    it('when getAll is asked for several ids, then it answers in the same order with null for missing ones', async () => {
      const col = fresh();
      await store.set(col, 'a', { v: 1 });
      await store.set(col, 'b', { v: 2 });
      expect(await store.getAll(col, ['b', 'missing', 'a'])).toEqual([{ v: 2 }, null, { v: 1 }]);
      expect(await store.getAll(col, [])).toEqual([]);
    });

    it('when update is given top-level and dotted fields, then it merges them and keeps the rest', async () => {
      const col = fresh();
      await store.set(col, 'u', { name: 'Ada', prefs: { tz: 'UTC', days: 30 }, list: [1] });
      await store.update(col, 'u', { 'prefs.tz': 'Europe/Paris', list: [2, 3], added: true });
      expect(await store.get(col, 'u')).toEqual({
        name: 'Ada',
        prefs: { tz: 'Europe/Paris', days: 30 },
        list: [2, 3],
        added: true,
      });
    });

    it('when update targets a missing document, then it fails with STORE.NOT_FOUND and creates nothing', async () => {
      const col = fresh();
      await expect(store.update(col, 'ghost', { a: 1 })).rejects.toMatchObject({ code: 'STORE.NOT_FOUND' });
      expect(await store.get(col, 'ghost')).toBeNull();
    });

    it('when a document would hold more than 1 MiB, then set and a transaction refuse it with STORE.TOO_LARGE and nothing is written', async () => {
      const col = fresh();
      const big = { text: 'é'.repeat(MAX_DOCUMENT_BYTES / 2 + 1) };
      await expect(store.set(col, 'big', big)).rejects.toMatchObject({ code: 'STORE.TOO_LARGE' });
      await expect(
        store.runTransaction(async (tx) => {
          tx.set(col, 'small', { a: 1 });
          tx.set(col, 'big', big);
        }),
      ).rejects.toMatchObject({ code: 'STORE.TOO_LARGE' });
      expect(await store.getAll(col, ['big', 'small'])).toEqual([null, null]);
      // Just under the limit is fine.
      await store.set(col, 'fits', { text: 'a'.repeat(MAX_DOCUMENT_BYTES - 100) });
      expect(((await store.get<{ text: string }>(col, 'fits'))?.text ?? '').length).toBe(
        MAX_DOCUMENT_BYTES - 100,
      );
    });

    it('when a document is deleted, then it is gone, and deleting a missing one is harmless', async () => {
      const col = fresh();
      await store.set(col, 'd', { a: 1 });
      await store.delete(col, 'd');
      await store.delete(col, 'd');
      expect(await store.get(col, 'd')).toBeNull();
    });

    it('when many documents are deleted at once, then they are all gone, the rest stay, and missing ids are harmless', async () => {
      const col = fresh();
      const many = Array.from({ length: 1200 }, (_, i) => `d${i}`);
      await store.runTransaction(async (tx) => {
        for (const id of many) tx.set(col, id, { v: 1 });
      });
      await store.set(col, 'kept', { v: 2 });
      await store.deleteMany(col, [...many, 'never-there']);
      expect(ids(await store.query(col))).toEqual(['kept']);
      await store.deleteMany(col, []);
    });

    it('when a query has no order, then documents come back ordered by id', async () => {
      const col = fresh();
      await seedPeople(col);
      expect(ids(await store.query(col))).toEqual(['ada', 'bob', 'cy', 'dee', 'eve']);
    });

    it('when querying with ==, then only equal values of the same type match', async () => {
      const col = fresh();
      await seedPeople(col);
      expect(ids(await store.query(col, { where: [{ field: 'team', op: '==', value: 'red' }] }))).toEqual([
        'ada',
        'cy',
      ]);
      expect(ids(await store.query(col, { where: [{ field: 'active', op: '==', value: false }] }))).toEqual([
        'bob',
        'eve',
      ]);
      expect(ids(await store.query(col, { where: [{ field: 'age', op: '==', value: 30 }] }))).toEqual([]);
      expect(ids(await store.query(col, { where: [{ field: 'age', op: '==', value: '30' }] }))).toEqual([
        'eve',
      ]);
    });

    gapCase('dottedWhere', 'when querying with == on a dotted field, then nested values match', async () => {
      const col = fresh();
      await seedPeople(col);
      expect(
        ids(await store.query(col, { where: [{ field: 'meta.city', op: '==', value: 'Paris' }] })),
      ).toEqual(['bob', 'cy']);
    });

    it('when querying with in, then any listed value matches', async () => {
      const col = fresh();
      await seedPeople(col);
      const docs = await store.query(col, {
        where: [{ field: 'team', op: 'in', value: ['blue', 'green'] }],
        orderBy: [{ field: 'name', direction: 'desc' }],
      });
      expect(ids(docs)).toEqual(['eve', 'dee', 'bob']);
    });

    it('when querying with array-contains, then documents whose array holds the value match', async () => {
      const col = fresh();
      await seedPeople(col);
      const docs = await store.query(col, {
        where: [{ field: 'tags', op: 'array-contains', value: 'poetry' }],
        orderBy: [{ field: 'name' }],
        limit: 1,
      });
      expect(ids(docs)).toEqual(['ada']);
    });

    it('when querying with each range operator, then only numbers in range match, in order, up to the limit', async () => {
      const col = fresh();
      await seedPeople(col);
      const range = async (op: '<' | '<=' | '>' | '>=', value: number, limit?: number) =>
        ids(
          await store.query(col, {
            where: [{ field: 'age', op, value }],
            orderBy: [{ field: 'age' }],
            limit,
          }),
        );
      expect(await range('<', 36)).toEqual(['bob', 'dee']);
      expect(await range('<=', 36)).toEqual(['bob', 'dee', 'ada']);
      expect(await range('>', 25)).toEqual(['ada', 'cy']);
      expect(await range('>=', 25, 3)).toEqual(['bob', 'dee', 'ada']);
    });

    it('when combining equality with a range and a descending order, then all conditions apply', async () => {
      const col = fresh();
      await seedPeople(col);
      const docs = await store.query(col, {
        where: [
          { field: 'active', op: '==', value: true },
          { field: 'age', op: '>=', value: 25 },
        ],
        orderBy: [{ field: 'age', direction: 'desc' }],
        limit: 2,
      });
      expect(ids(docs)).toEqual(['cy', 'ada']);
    });

    gapCase(
      'orderByExcludesMissing',
      'when ordering by a field some documents lack, then those documents are left out',
      async () => {
        const col = fresh();
        await store.set(col, 'a', { rank: 2 });
        await store.set(col, 'b', { other: 1 });
        await store.set(col, 'c', { rank: 1 });
        expect(ids(await store.query(col, { orderBy: [{ field: 'rank' }] }))).toEqual(['c', 'a']);
      },
    );

    it('when counting, then the count matches the query with and without conditions', async () => {
      const col = fresh();
      await seedPeople(col);
      expect(await store.count(col)).toBe(5);
      expect(await store.count(col, { where: [{ field: 'team', op: '==', value: 'blue' }] })).toBe(2);
      expect(await store.count(fresh())).toBe(0);
    });

    it('when a transaction reads then writes, then the writes commit and its result is returned', async () => {
      const col = fresh();
      await store.set(col, 'counter', { n: 1 });
      const result = await store.runTransaction(async (tx) => {
        const doc = await tx.get<{ n: number }>(col, 'counter');
        const others = await tx.query(col, { where: [{ field: 'n', op: '>=', value: 0 }] });
        tx.update(col, 'counter', { n: (doc?.n ?? 0) + 1 });
        tx.set(col, 'log', { seen: others.length });
        return 'done';
      });
      expect(result).toBe('done');
      expect(await store.get(col, 'counter')).toEqual({ n: 2 });
      expect(await store.get(col, 'log')).toEqual({ seen: 1 });
    });

    it('when a transaction function throws, then none of its writes are kept', async () => {
      const col = fresh();
      await store.set(col, 'a', { v: 1 });
      await expect(
        store.runTransaction(async (tx) => {
          await tx.get(col, 'a');
          tx.set(col, 'a', { v: 2 });
          tx.set(col, 'b', { v: 2 });
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await store.get(col, 'a')).toEqual({ v: 1 });
      expect(await store.get(col, 'b')).toBeNull();
    });

    gapCase(
      'contention',
      'when 20 read-modify-write transactions run at once on one document, then no update is lost',
      async () => {
        const col = fresh();
        await store.set(col, 'counter', { n: 0 });
        await Promise.all(
          Array.from({ length: 20 }, () =>
            store.runTransaction(async (tx) => {
              const doc = await tx.get<{ n: number }>(col, 'counter');
              tx.set(col, 'counter', { n: (doc?.n ?? 0) + 1 });
            }),
          ),
        );
        expect(await store.get(col, 'counter')).toEqual({ n: 20 });
      },
    );
  });
}

import type { DocumentData, DocumentStore, StoredDocument } from '../../../ports/document-store.port';

/**
 * A person's documents of one collection, a page at a time, newest first by `field` (the same
 * (ownerId, field desc) index the app's lists use). The store has no cursor but a value: each page
 * after the first starts below the last one's `field`, and every document sharing that value is
 * fetched with the page, so none is skipped or given twice however many share a time.
 */
export async function* ownedPages<T extends DocumentData>(
  store: Pick<DocumentStore, 'query'>,
  collection: string,
  uid: string,
  field: string,
  pageSize: number,
): AsyncGenerator<StoredDocument<T>[]> {
  const owner = { field: 'ownerId', op: '==' as const, value: uid };
  let below: unknown;
  for (;;) {
    const page = await store.query<T>(collection, {
      where: [owner, ...(below === undefined ? [] : [{ field, op: '<' as const, value: below }])],
      orderBy: [{ field, direction: 'desc' }],
      limit: pageSize,
    });
    if (page.length < pageSize) {
      if (page.length > 0) yield page;
      return;
    }
    below = page.at(-1)?.data[field];
    const seen = new Set(page.map((doc) => doc.id));
    const tied = await store.query<T>(collection, { where: [owner, { field, op: '==', value: below }] });
    yield [...page, ...tied.filter((doc) => !seen.has(doc.id))];
  }
}

import type { DocumentStore, StoredDocument } from '../../../ports/document-store.port';

/** Documents read a page at a time: a large account (thousands of runs) is never loaded whole. */
export const DELETION_PAGE = 100;

export interface PagedDeleteOptions {
  /** How one document goes (with what is stored beside it); by default a page goes at once. */
  remove?: (doc: StoredDocument) => Promise<void>;
  /** After each page: the job records how far it is, which keeps its lease. */
  onPage?: () => Promise<void>;
}

/**
 * Deletes every document of `collection` whose `field` equals `value`, a page at a time, until a
 * query finds none. Returns how many it deleted.
 */
export async function deleteWhere(
  store: DocumentStore,
  collection: string,
  field: string,
  value: unknown,
  options: PagedDeleteOptions = {},
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await store.query(collection, {
      where: [{ field, op: '==', value }],
      limit: DELETION_PAGE,
    });
    if (page.length === 0) return deleted;
    if (options.remove) {
      for (const doc of page) await options.remove(doc);
    } else {
      await store.deleteMany(
        collection,
        page.map((doc) => doc.id),
      );
    }
    deleted += page.length;
    await options.onPage?.();
  }
}

/**
 * Replaces `field` where it names the person in documents that are someone else's and stay (a
 * team another administrator keeps was created by them), a page at a time.
 */
export async function replaceWhere(
  store: DocumentStore,
  collection: string,
  field: string,
  value: unknown,
  replacement: unknown,
): Promise<void> {
  for (;;) {
    const page = await store.query(collection, {
      where: [{ field, op: '==', value }],
      limit: DELETION_PAGE,
    });
    if (page.length === 0) return;
    for (const doc of page) await store.update(collection, doc.id, { [field]: replacement });
  }
}

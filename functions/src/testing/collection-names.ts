import type { DocumentStore, TransactionContext } from '../ports/document-store.port';

/**
 * A store that notes the name of every collection written to through it, for scans over a store
 * that cannot list its collections (@firestore-emulator/server does not implement
 * ListCollectionIds): every document there was written through this wrapper.
 */
export function notingCollections(store: DocumentStore): { store: DocumentStore; names: Set<string> } {
  const names = new Set<string>();
  const noting =
    <A extends unknown[], R>(fn: (collection: string, ...rest: A) => R) =>
    (collection: string, ...rest: A): R => {
      names.add(collection);
      return fn(collection, ...rest);
    };
  const wrapTx = (tx: TransactionContext): TransactionContext => ({
    get: tx.get.bind(tx),
    query: tx.query.bind(tx),
    set: noting(tx.set.bind(tx)),
    update: noting(tx.update.bind(tx)),
    delete: tx.delete.bind(tx),
  });
  const wrapped: DocumentStore = {
    get: store.get.bind(store),
    getAll: store.getAll.bind(store),
    set: noting(store.set.bind(store)),
    update: noting(store.update.bind(store)),
    delete: store.delete.bind(store),
    deleteMany: store.deleteMany.bind(store),
    query: store.query.bind(store),
    count: store.count.bind(store),
    runTransaction: (fn) => store.runTransaction((tx) => fn(wrapTx(tx))),
    close: store.close.bind(store),
  };
  return { store: wrapped, names };
}

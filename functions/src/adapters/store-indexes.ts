/**
 * Every composite index the repositories' queries need. The SQLite adapter builds an expression
 * index from each; firestore.indexes.json must declare the same (a test keeps them equal).
 */
export interface IndexSpec {
  collection: string;
  fields: { field: string; order: 'asc' | 'desc' }[];
}

export const STORE_INDEXES: IndexSpec[] = [];

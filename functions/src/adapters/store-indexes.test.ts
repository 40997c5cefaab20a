import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firestoreIndexesJson } from './store-indexes';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../firestore.indexes.json');

describe('firestore.indexes.json', () => {
  it('when the repositories declare their composite indexes, then firestore.indexes.json deploys exactly those', () => {
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(firestoreIndexesJson());
  });
});

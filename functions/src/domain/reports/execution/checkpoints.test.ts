import { describe, expect, it, vi } from 'vitest';
import { tempStores } from '../../../testing/temp-stores';
import { EXECUTION_RESULTS, type ExecutionDocument, resultId } from '../runs/run-record';
import { loadCheckpoints, resultOf } from './checkpoints';

const openStore = tempStores();

describe('loadCheckpoints, the outcomes a run saved', () => {
  it('when a large run is read back, then every saved outcome comes back and the store is read in pages', async () => {
    const store = openStore();
    const documents: ExecutionDocument[] = Array.from({ length: 1_200 }, (_, i) => ({
      id: `f${i}`,
      name: `Report ${i}.pdf`,
      mimeType: 'application/pdf',
      status: 'pending',
    }));
    // Every document but the last hundred was saved, a finding each.
    for (const document of documents.slice(0, 1_100)) {
      const outcome = {
        file: { id: document.id, name: document.name, mimeType: document.mimeType },
        status: 'data' as const,
        findings: [{ text: `Revenue of ${document.name}` }],
      };
      await store.set(EXECUTION_RESULTS, resultId('run1', document.id), {
        ...resultOf('run1', 'u1', outcome),
      });
    }
    const getAll = vi.spyOn(store, 'getAll');

    const done = await loadCheckpoints(store, 'run1', documents, 1_100);

    expect(done.size).toBe(1_100);
    expect(done.get('f1099')).toMatchObject({
      status: 'data',
      findings: [{ text: 'Revenue of Report 1099.pdf' }],
    });
    expect(done.has('f1100')).toBe(false);
    expect(getAll.mock.calls.map(([, ids]) => ids.length)).toEqual([500, 500, 200]);
  });
});

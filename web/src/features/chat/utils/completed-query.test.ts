import type { FoundDocument } from '@quarry/contracts/research';
import { describe, expect, it } from 'vitest';
import { deselectedDocuments } from './completed-query';

const doc = (id: string, supported = true): FoundDocument => ({
  id,
  name: `Name ${id}`,
  mimeType: 'application/pdf',
  supported,
  badge: 'PDF',
});

describe('completed query', () => {
  it('when some supported documents were not chosen, then they are the deselected ones; unsupported files are not', () => {
    const found = [doc('a'), doc('b'), doc('deck', false), doc('c')];
    const selected = [{ id: 'b', name: 'Name b', mimeType: 'application/pdf' }];
    expect(deselectedDocuments(found, selected)).toEqual([
      { id: 'a', name: 'Name a' },
      { id: 'c', name: 'Name c' },
    ]);
  });
});

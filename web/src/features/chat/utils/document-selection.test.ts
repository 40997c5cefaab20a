import type { FoundDocument } from '@quarry/contracts/research';
import { describe, expect, it } from 'vitest';
import {
  cleanSelection,
  continueLabel,
  initialSelection,
  selectedDocuments,
  toggleAll,
  toggleDocument,
} from './document-selection';

const doc = (id: string, supported = true): FoundDocument => ({
  id,
  name: `${id}.pdf`,
  mimeType: supported ? 'application/pdf' : 'application/vnd.google-apps.presentation',
  supported,
  badge: supported ? 'PDF' : 'Presentation',
});
const documents = [doc('a'), doc('deck', false), doc('b')];

describe('document selection', () => {
  it('when the dialog opens, then every supported document is selected and no unsupported one', () => {
    expect([...initialSelection(documents)]).toEqual(['a', 'b']);
  });

  it('when a selection holds unsupported or unknown ids, then cleaning drops them', () => {
    expect([...cleanSelection(documents, ['deck', 'a', 'gone'])]).toEqual(['a']);
  });

  it('when an unsupported document is toggled, then it still cannot be selected', () => {
    expect([...toggleDocument(documents, new Set(), 'deck')]).toEqual([]);
  });

  it('when a supported document is toggled, then it leaves or joins the selection', () => {
    const without = toggleDocument(documents, initialSelection(documents), 'a');
    expect([...without]).toEqual(['b']);
    expect([...toggleDocument(documents, without, 'a')].sort()).toEqual(['a', 'b']);
  });

  it('when Select All is used, then it selects all supported documents, and clears them when all were selected', () => {
    const all = toggleAll(documents, new Set(['a']));
    expect([...all]).toEqual(['a', 'b']);
    expect([...toggleAll(documents, all)]).toEqual([]);
  });

  it('when the selection is sent, then it lists id, name and type in the order shown', () => {
    expect(selectedDocuments(documents, new Set(['b', 'a', 'deck']))).toEqual([
      { id: 'a', name: 'a.pdf', mimeType: 'application/pdf' },
      { id: 'b', name: 'b.pdf', mimeType: 'application/pdf' },
    ]);
  });

  it('when the continue button is labelled, then it counts the selected documents', () => {
    expect(continueLabel(1)).toBe('Continue (1 document)');
    expect(continueLabel(3)).toBe('Continue (3 documents)');
  });
});

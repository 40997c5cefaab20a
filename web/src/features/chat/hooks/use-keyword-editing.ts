import { type KeyboardEvent, useState } from 'react';
import { type AddResult, addKeyword, type KeywordLists, MAX_EXCLUDED_KEYWORDS } from '../utils/keyword-list';

const REJECTIONS: Record<NonNullable<AddResult['rejected']>, (max: number) => string> = {
  empty: () => 'Type a keyword first.',
  duplicate: () => 'That keyword is already in the list.',
  limit: (max) => `You can use at most ${max} keywords.`,
  excludedLimit: () => `You can exclude at most ${MAX_EXCLUDED_KEYWORDS} keywords.`,
};

/**
 * The Select Keywords dialog's lists as the person edits them: the keyword being typed, added on
 * Enter (not while an input method composes), and why the last change was refused.
 */
export function useKeywordEditing(initial: KeywordLists, maxKeywords: number) {
  const [lists, setLists] = useState(initial);
  const [typed, setTyped] = useState('');
  const [rejection, setRejection] = useState<string>();

  function apply(result: AddResult) {
    setLists(result.lists);
    setRejection(result.rejected && REJECTIONS[result.rejected](maxKeywords));
  }

  function add() {
    const result = addKeyword(lists, typed, maxKeywords);
    apply(result);
    if (!result.rejected) setTyped('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  }

  return { lists, setLists, typed, setTyped, rejection, apply, add, onKeyDown };
}

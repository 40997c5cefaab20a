import { useCallback } from 'react';
import { searchDocuments } from '../api/search-documents';
import type { KeywordLists } from '../utils/keyword-list';
import { showSearchError } from '../utils/search-errors';
import type { FlowRefs } from './flow-refs';

/** Step 2 of the query flow: the chosen keywords find documents; Back returns to the keywords. */
export function useSearchStep({ round, setStep }: Pick<FlowRefs, 'round' | 'setStep'>) {
  const search = useCallback(
    async (lists: KeywordLists) => {
      if (!round.current) return;
      const { maxKeywords } = round.current;
      const mine = { ...round.current, lists };
      round.current = mine;
      setStep({ name: 'searching', lists, maxKeywords });
      try {
        const documents = await searchDocuments(lists.positive, lists.negative);
        // Cancelled while the search ran: its answer is no longer wanted.
        if (round.current !== mine) return;
        round.current = { ...mine, found: documents };
        setStep({ name: 'documents', query: mine.query, lists, documents });
      } catch (error) {
        if (round.current !== mine) return;
        showSearchError(error);
        setStep({ name: 'keywords', lists, maxKeywords });
      }
    },
    [round, setStep],
  );

  const back = useCallback(() => {
    const current = round.current;
    if (current) setStep({ name: 'keywords', lists: current.lists, maxKeywords: current.maxKeywords });
  }, [round, setStep]);

  return { search, back };
}

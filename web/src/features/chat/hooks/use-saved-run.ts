import type { ChatMessage } from '@quarry/contracts/chat';
import type { FoundDocument, SelectedDocument } from '@quarry/contracts/research';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/hooks/use-toast';
import type { ReportRun } from '@/modules/saved-reports/utils/report-parameters';
import { announceRun, prepareSavedRun } from '../flows/prepare-saved-run';
import type { FlowStep } from '../utils/flow-step';
import type { FlowRefs } from './flow-refs';
import type { useExtraction } from './use-extraction';

export const EXTRACTION_ERROR = 'Extraction Error';
export const NO_READABLE_DOCUMENTS = 'None of the documents found for this report can be analyzed.';

const toSelected = ({ id, name, mimeType }: FoundDocument): SelectedDocument => ({ id, name, mimeType });

/** A saved report from the address: its own keywords and exclusions instead of the keyword dialog. */
export function useSavedRun(
  stepName: FlowStep['name'],
  begin: (query: string) => { firstQuery: boolean; question: ChatMessage },
  extract: ReturnType<typeof useExtraction>,
  { setStep, round, asked }: Pick<FlowRefs, 'setStep' | 'round' | 'asked'>,
) {
  const queryClient = useQueryClient();
  return useCallback(
    async (run: ReportRun) => {
      if (stepName !== 'idle') return;
      announceRun(run);
      const { firstQuery, question } = begin(run.query);
      setStep({ name: 'preparing' });
      const prepared = await prepareSavedRun(run, queryClient);
      if (!prepared) return setStep({ name: 'idle' });
      const lists = { positive: run.keywords, negative: run.negativeKeywords };
      const { found, chosen } = prepared;
      const current = {
        query: run.query,
        question,
        maxKeywords: prepared.preferences.maxKeywords,
        firstQuery,
        lists,
        found,
        // The report's grid columns go with it, as they do when it runs from Saved Reports.
        columns: run.columns,
      };
      round.current = current;
      if (!run.autoRun) {
        const selected = chosen.map((d) => d.id);
        setStep({
          name: 'documents',
          query: run.query,
          lists,
          documents: found,
          selected,
          columns: run.columns,
        });
        return;
      }
      if (chosen.length === 0) {
        round.current = undefined;
        asked.current = undefined;
        setStep({ name: 'idle' });
        toast({
          title: 'Report Execution Failed',
          description: NO_READABLE_DOCUMENTS,
          variant: 'destructive',
        });
        return;
      }
      await extract(current, chosen.map(toSelected), prepared.preferences, EXTRACTION_ERROR);
    },
    [begin, extract, queryClient, stepName, setStep, round, asked],
  );
}

import type { ChatMessage } from '@quarry/contracts/chat';
import type { GridColumn } from '@quarry/contracts/grid';
import type { SelectedDocument } from '@quarry/contracts/research';
import { DEFAULT_PREFERENCES, type Preferences } from '@quarry/contracts/user';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FlowStep } from '../utils/flow-step';
import type { FlowRefs } from './flow-refs';
import type { ChatSessionControls } from './use-chat-session';
import { type Round, useExtraction } from './use-extraction';
import { useKeywordStep } from './use-keyword-step';
import { useSavedRun } from './use-saved-run';
import { useSearchStep } from './use-search-step';

export { EXTRACTION_ERROR, NO_READABLE_DOCUMENTS } from './use-saved-run';
export const STUDYING_MESSAGE = 'Studying your query...';

export function useQueryFlow(chat: ChatSessionControls, preferences: Preferences | undefined) {
  const [step, setStep] = useState<FlowStep>({ name: 'idle' });
  const round = useRef<Round | undefined>(undefined);
  /** The question being asked, until its run starts; Cancel takes it back out. */
  const asked = useRef<ChatMessage | undefined>(undefined);
  const pageGone = useRef(new AbortController());
  /** Stops the step that waits on Gemini now (the keyword step or the run), while there is one. */
  const stopper = useRef<(() => void) | undefined>(undefined);
  const [stopping, setStopping] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    pageGone.current = controller;
    return () => controller.abort();
  }, []);
  const settings = preferences ?? DEFAULT_PREFERENCES;
  const refs: FlowRefs = { setStep, round, asked, pageGone, stopper, setStopping };

  const { begin, ask } = useKeywordStep(chat, step.name, refs);
  const { search, back } = useSearchStep(refs);

  /** Cancel (or Escape) drops the keywords and the question: the conversation is as it was, nothing saved. */
  const cancel = useCallback(() => {
    round.current = undefined;
    if (asked.current) chat.removeMessage(asked.current.id);
    asked.current = undefined;
    setStep({ name: 'idle' });
  }, [chat]);

  const extract = useExtraction(chat, setStep, pageGone, round, asked, { stopper, setStopping });

  /** Stop (docs/decisions/research-pipeline.md): the keyword step's request ends; a run is ended by the server. */
  const stop = useCallback(() => stopper.current?.(), []);

  const analyze = useCallback(
    async (documents: SelectedDocument[], columns: GridColumn[] = []) => {
      const current = round.current;
      if (!current || documents.length === 0) return;
      await extract({ ...current, columns }, documents, settings);
    },
    [extract, settings],
  );

  const runSaved = useSavedRun(step.name, begin, extract, refs);

  return {
    step,
    busy: step.name !== 'idle',
    stopping,
    ask,
    stop,
    search,
    cancel,
    back,
    analyze,
    runSaved,
  };
}

export type QueryFlow = ReturnType<typeof useQueryFlow>;

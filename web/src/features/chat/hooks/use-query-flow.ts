import type { ChatMessage } from '@quarry/contracts/chat';
import type { FoundDocument, SelectedDocument } from '@quarry/contracts/research';
import { DEFAULT_PREFERENCES, type Preferences } from '@quarry/contracts/user';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { ApiError, SessionExpiredError } from '@/lib/api-error';
import type { ReportRun } from '@/lib/report-parameters';
import { streamKeywords } from '../api/generate-keywords';
import { searchDocuments } from '../api/search-documents';
import { announceRun, prepareSavedRun } from '../flows/prepare-saved-run';
import type { FlowStep } from '../utils/flow-step';
import { fromGenerated, type KeywordLists } from '../utils/keyword-list';
import { createMessage } from '../utils/messages';
import { isQuotaError, quotaErrorContent } from '../utils/quota';
import { showSearchError } from '../utils/search-errors';
import type { ChatSessionControls } from './use-chat-session';
import { type Round, useExtraction } from './use-extraction';

export const STUDYING_MESSAGE = 'Studying your query...';
export const EXTRACTION_ERROR = 'Extraction Error';
export const NO_READABLE_DOCUMENTS = 'None of the documents found for this report can be analyzed.';

/** The server refused the question itself (too long, unsafe characters): it goes back to the box. */
const isRefused = (error: unknown) => error instanceof ApiError && error.status === 400;

const toSelected = ({ id, name, mimeType }: FoundDocument): SelectedDocument => ({ id, name, mimeType });

export function useQueryFlow(chat: ChatSessionControls, preferences: Preferences | undefined) {
  const queryClient = useQueryClient();
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

  /** A new question joins the conversation (the previous answer can no longer be saved). */
  const begin = useCallback(
    (query: string) => {
      const firstQuery = !chat.session.messages.some((message) => message.role === 'user');
      const question = createMessage('user', query);
      asked.current = question;
      chat.append(question);
      return { firstQuery, question };
    },
    [chat],
  );

  /**
   * Step 1. Resolves 'taken' once the question went on (or failed for a reason the conversation
   * shows), 'returned' when it should go back to the box: the server refused it (a sentence says
   * why), Stop ended the step, or the session was lost (the box's draft is kept for the return).
   */
  const ask = useCallback(
    async (text: string): Promise<'taken' | 'returned'> => {
      const query = text.trim();
      if (!query || step.name !== 'idle') return 'returned';
      const { firstQuery, question } = begin(query);
      setStep({ name: 'studying' });
      const stop = new AbortController();
      stopper.current = () => {
        setStopping(true);
        stop.abort('stopped');
      };
      const signal = AbortSignal.any([stop.signal, pageGone.current.signal]);
      try {
        const { keywords, maxKeywords } = await streamKeywords(query, {
          signal,
          onStatus: ({ message, quotaWait }) =>
            setStep({ name: 'studying', progress: { message, ...(quotaWait ? { quotaWait } : {}) } }),
        });
        const lists = fromGenerated(keywords);
        round.current = { query, question, maxKeywords, firstQuery, lists };
        setStep({ name: 'keywords', lists, maxKeywords });
        return 'taken';
      } catch (error) {
        asked.current = undefined;
        setStep({ name: 'idle' });
        const message = error instanceof Error ? error.message : 'Could not generate keywords';
        if (stop.signal.aborted || error instanceof SessionExpiredError || isRefused(error)) {
          chat.removeMessage(question.id);
          if (isRefused(error)) toast({ title: 'Query Error', description: message, variant: 'destructive' });
          return 'returned';
        }
        if (pageGone.current.signal.aborted) return 'taken';
        if (isQuotaError(error)) chat.append(createMessage('assistant', quotaErrorContent(message)));
        toast({ title: 'Query Error', description: message, variant: 'destructive' });
        return 'taken';
      } finally {
        stopper.current = undefined;
        setStopping(false);
      }
    },
    [chat, begin, step.name],
  );

  const search = useCallback(async (lists: KeywordLists) => {
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
      setStep({ name: 'documents', lists, documents });
    } catch (error) {
      if (round.current !== mine) return;
      showSearchError(error);
      setStep({ name: 'keywords', lists, maxKeywords });
    }
  }, []);

  /** Cancel (or Escape) drops the keywords and the question: the conversation is as it was, nothing saved. */
  const cancel = useCallback(() => {
    round.current = undefined;
    if (asked.current) chat.removeMessage(asked.current.id);
    asked.current = undefined;
    setStep({ name: 'idle' });
  }, [chat]);

  const back = useCallback(() => {
    const current = round.current;
    if (current) setStep({ name: 'keywords', lists: current.lists, maxKeywords: current.maxKeywords });
  }, []);

  const extract = useExtraction(chat, setStep, pageGone, round, asked, { stopper, setStopping });

  /** Stop (issue 24, item 7): the keyword step's request ends; a run is ended by the server. */
  const stop = useCallback(() => stopper.current?.(), []);

  const analyze = useCallback(
    async (documents: SelectedDocument[]) => {
      const current = round.current;
      if (!current || documents.length === 0) return;
      await extract(current, documents, settings);
    },
    [extract, settings],
  );

  /** A saved report from the address: its own keywords and exclusions instead of the keyword dialog. */
  const runSaved = useCallback(
    async (run: ReportRun) => {
      if (step.name !== 'idle') return;
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
      };
      round.current = current;
      if (!run.autoRun) {
        setStep({ name: 'documents', lists, documents: found, selected: chosen.map((d) => d.id) });
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
    [begin, extract, queryClient, step.name],
  );

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

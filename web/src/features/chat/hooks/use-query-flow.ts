import { DRIVE_REAUTH_REQUIRED, type FoundDocument, type SelectedDocument } from '@quarry/contracts/research';
import { DEFAULT_PREFERENCES, type Preferences } from '@quarry/contracts/user';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { ApiError, SessionExpiredError } from '@/lib/api-error';
import { generateKeywords } from '../api/generate-keywords';
import { searchDocuments } from '../api/search-documents';
import { announceCompletion, type ExtractionProgress, runExtraction } from '../flows/run-extraction';
import { fromGenerated, type KeywordLists } from '../utils/keyword-list';
import { createMessage, textToHtml } from '../utils/messages';
import { isQuotaError, quotaErrorContent } from '../utils/quota';
import type { ChatSessionControls } from './use-chat-session';

export const STUDYING_MESSAGE = 'Studying your query...';

/** Where the query flow of spec part 2 section 4 stands; each step but idle keeps the screen busy. */
export type FlowStep =
  | { name: 'idle' }
  | { name: 'studying' }
  | { name: 'keywords'; lists: KeywordLists; maxKeywords: number }
  | { name: 'searching'; lists: KeywordLists; maxKeywords: number }
  | { name: 'documents'; lists: KeywordLists; documents: FoundDocument[] }
  | { name: 'extracting'; progress: ExtractionProgress };

type Round = { query: string; maxKeywords: number; firstQuery: boolean; lists: KeywordLists };

function needsReauth(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { data } = error;
  const flagged =
    typeof data === 'object' && data !== null && 'needsReauth' in data && data.needsReauth === true;
  return flagged || error.errorCode === DRIVE_REAUTH_REQUIRED;
}

function showSearchError(error: unknown) {
  if (error instanceof SessionExpiredError) return;
  if (needsReauth(error)) {
    toast({
      title: 'Google Drive Access Expired',
      description: 'Please re-authorize Google Drive access in your drive settings.',
      variant: 'destructive',
    });
    return;
  }
  const description =
    error instanceof ApiError ? error.message : 'Could not search your Google Drive. Please try again.';
  toast({ title: 'Search Error', description, variant: 'destructive' });
}

export function useQueryFlow(chat: ChatSessionControls, preferences: Preferences | undefined) {
  const [step, setStep] = useState<FlowStep>({ name: 'idle' });
  const round = useRef<Round | undefined>(undefined);
  const pageGone = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    pageGone.current = controller;
    return () => controller.abort();
  }, []);
  const settings = preferences ?? DEFAULT_PREFERENCES;

  const ask = useCallback(
    async (question: string) => {
      const query = question.trim();
      if (!query || step.name !== 'idle') return false;
      const firstQuery = !chat.session.messages.some((message) => message.role === 'user');
      chat.append(createMessage('user', query));
      setStep({ name: 'studying' });
      try {
        const { keywords, maxKeywords } = await generateKeywords(query);
        const lists = fromGenerated(keywords);
        round.current = { query, maxKeywords, firstQuery, lists };
        setStep({ name: 'keywords', lists, maxKeywords });
      } catch (error) {
        setStep({ name: 'idle' });
        if (error instanceof SessionExpiredError) return true;
        const message = error instanceof Error ? error.message : 'Could not generate keywords';
        if (isQuotaError(error)) chat.append(createMessage('assistant', quotaErrorContent(message)));
        toast({ title: 'Query Error', description: message, variant: 'destructive' });
      }
      return true;
    },
    [chat, step.name],
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
      setStep({ name: 'documents', lists, documents });
    } catch (error) {
      if (round.current !== mine) return;
      showSearchError(error);
      setStep({ name: 'keywords', lists, maxKeywords });
    }
  }, []);

  /** Cancel in the keyword dialog drops the keywords and the question. */
  const cancel = useCallback(() => {
    round.current = undefined;
    setStep({ name: 'idle' });
  }, []);

  const back = useCallback(() => {
    const current = round.current;
    if (current) setStep({ name: 'keywords', lists: current.lists, maxKeywords: current.maxKeywords });
  }, []);

  const analyze = useCallback(
    async (documents: SelectedDocument[]) => {
      const current = round.current;
      if (!current || documents.length === 0) return;
      round.current = undefined;
      const { positive, negative } = current.lists;
      chat.recordSearch(
        [...positive, ...negative.map((keyword) => `-${keyword}`)],
        documents.map((d) => d.id),
      );
      setStep({ name: 'extracting', progress: { message: 'Starting analysis...' } });
      const result = await runExtraction(
        {
          userQuery: current.query,
          selectedDocuments: documents,
          keywords: positive,
          deepResearch: settings.deepResearch,
          enableIntroduction: settings.enableIntroduction,
          enableConclusion: settings.enableConclusion,
          notifyOnCompletion: settings.notifyOnCompletion,
          chatSessionId: chat.session.sessionId,
        },
        {
          onProgress: (progress) => setStep({ name: 'extracting', progress }),
          signal: pageGone.current.signal,
        },
      );
      if (result.kind === 'cancelled') return;
      setStep({ name: 'idle' });
      if (result.kind === 'quota') chat.append(createMessage('assistant', quotaErrorContent(result.message)));
      if (result.kind === 'complete' || result.kind === 'queued') {
        const content =
          result.kind === 'complete'
            ? result.event.answer
            : textToHtml(
                `Your report has been queued. An e-mail will be sent to ${result.userEmail} when it is ready.`,
              );
        chat.append(createMessage('assistant', content));
        const streamedId = result.kind === 'complete' ? result.event.sessionId : undefined;
        await chat.save({ sessionId: streamedId, captureDirectories: current.firstQuery });
        if (result.kind === 'complete') announceCompletion(result.event);
      }
    },
    [chat, settings],
  );

  return { step, busy: step.name !== 'idle', ask, search, cancel, back, analyze };
}

export type QueryFlow = ReturnType<typeof useQueryFlow>;

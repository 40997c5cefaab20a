import { isBlankText } from '@quarry/contracts/blank-text';
import { useCallback } from 'react';
import { toast } from '@/hooks/use-toast';
import { ApiError, SessionExpiredError } from '@/lib/api-error';
import { streamKeywords } from '../api/generate-keywords';
import type { FlowStep } from '../utils/flow-step';
import { fromGenerated } from '../utils/keyword-list';
import { createMessage } from '../utils/messages';
import { isQuotaError, quotaErrorContent } from '../utils/quota';
import type { FlowRefs } from './flow-refs';
import type { ChatSessionControls } from './use-chat-session';

/** The server refused the question itself (too long, unsafe characters): it goes back to the box. */
const isRefused = (error: unknown) => error instanceof ApiError && error.status === 400;

/** Step 1 of the query flow: the question joins the conversation and Gemini proposes its keywords. */
export function useKeywordStep(chat: ChatSessionControls, stepName: FlowStep['name'], refs: FlowRefs) {
  const { setStep, round, asked, pageGone, stopper, setStopping } = refs;

  /** A new question joins the conversation (the previous answer can no longer be saved). */
  const begin = useCallback(
    (query: string) => {
      const firstQuery = !chat.session.messages.some((message) => message.role === 'user');
      const question = createMessage('user', query);
      asked.current = question;
      chat.append(question);
      return { firstQuery, question };
    },
    [chat, asked],
  );

  /**
   * Resolves 'taken' once the question went on (or failed for a reason the conversation
   * shows), 'returned' when it should go back to the box: the server refused it (a sentence says
   * why), Stop ended the step, or the session was lost (the box's draft is kept for the return).
   */
  const ask = useCallback(
    async (text: string): Promise<'taken' | 'returned'> => {
      const query = text.trim();
      if (isBlankText(query) || stepName !== 'idle') return 'returned';
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
    [chat, begin, stepName, setStep, round, asked, pageGone, stopper, setStopping],
  );

  return { begin, ask };
}

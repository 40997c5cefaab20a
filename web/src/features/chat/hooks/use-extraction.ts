import type { ChatMessage } from '@quarry/contracts/chat';
import type { GridColumn } from '@quarry/contracts/grid';
import type { ExtractAndQueryRequest, FoundDocument, SelectedDocument } from '@quarry/contracts/research';
import type { Preferences } from '@quarry/contracts/user';
import { type Dispatch, type RefObject, type SetStateAction, useCallback } from 'react';
import { markExecutionViewed } from '@/modules/report-executions/api/mark-execution-viewed';
import { stopExecution } from '../api/stop-execution';
import {
  announceCompletion,
  type ExtractionProgress,
  type ExtractionResult,
  runExtraction,
} from '../flows/run-extraction';
import { forgetRun } from '../utils/active-session';
import { type CompletedQuery, deselectedDocuments } from '../utils/completed-query';
import type { FlowStep } from '../utils/flow-step';
import type { KeywordLists } from '../utils/keyword-list';
import { createMessage, textToHtml } from '../utils/messages';
import { quotaErrorContent } from '../utils/quota';
import { answerMessage } from '../utils/run-messages';
import type { ChatSessionControls } from './use-chat-session';

/** One question's way through the flow, from its keywords to its documents. */
export type Round = {
  query: string;
  /** The question as the conversation shows it. */
  question: ChatMessage;
  maxKeywords: number;
  firstQuery: boolean;
  lists: KeywordLists;
  /** What the last search found, to tell which documents the person left out. */
  found?: FoundDocument[];
  /** The evidence grid's columns (docs/decisions/evidence-grid.md); none: no grid. */
  columns?: GridColumn[];
};

function keepPercent(shown: FlowStep, next: ExtractionProgress): ExtractionProgress {
  if (next.progress !== undefined || shown.name !== 'extracting') return next;
  return { ...next, progress: shown.progress.progress };
}

/**
 * Step 4 of the query flow: runs the report, shows its progress (and the quota box when Gemini keeps
 * us waiting), tells the session where the run lives so a reload can follow it, then appends the
 * answer, saves the session and announces the outcome.
 */
export function useExtraction(
  chat: ChatSessionControls,
  setStep: Dispatch<SetStateAction<FlowStep>>,
  pageGone: RefObject<AbortController>,
  round: RefObject<Round | undefined>,
  asked: RefObject<ChatMessage | undefined>,
  stopping: { stopper: RefObject<(() => void) | undefined>; setStopping: (stopping: boolean) => void },
) {
  const { stopper, setStopping } = stopping;
  return useCallback(
    async (current: Round, documents: SelectedDocument[], runWith: Preferences, failureTitle?: string) => {
      round.current = undefined;
      asked.current = undefined;
      const { positive, negative } = current.lists;
      chat.recordSearch(
        [...positive, ...negative.map((keyword) => `-${keyword}`)],
        documents.map((d) => d.id),
      );
      const completedQuery = completedQueryOf(current, documents, runWith, chat.session.directories);
      let executionId: string | undefined;
      // Stop before the run named itself is sent once it does: the run must end on the server.
      let stopAsked = false;
      const askToStop = (id: string) => stopExecution(id).catch(() => setStopping(false));
      stopper.current = () => {
        stopAsked = true;
        setStopping(true);
        if (executionId) void askToStop(executionId);
      };
      setStep({ name: 'extracting', progress: { message: 'Starting analysis...' } });
      const result = await runExtraction(
        extractionRequest(current, documents, runWith, chat.session.sessionId),
        {
          onStart: (place) => {
            executionId = place.executionId;
            chat.adoptRun(place.sessionId, { executionId, question: current.question, completedQuery });
            if (stopAsked) void askToStop(executionId);
          },
          onProgress: (progress) => {
            // A wait for Gemini carries no percentage; the bar stays where the run had got to.
            setStep((shown) => ({ name: 'extracting', progress: keepPercent(shown, progress) }));
          },
          signal: pageGone.current.signal,
          failureTitle,
        },
      );
      stopper.current = undefined;
      setStopping(false);
      // Cancelled means the page went away: the run goes on, and a reload follows it.
      if (result.kind === 'cancelled') return;
      setStep({ name: 'idle' });
      await showOutcome(chat, result, { executionId, completedQuery, firstQuery: current.firstQuery });
    },
    [chat, setStep, pageGone, round, asked, stopper, setStopping],
  );
}

/** The question, keywords, documents and settings a finished run answered, for Save and Share. */
function completedQueryOf(
  current: Round,
  documents: SelectedDocument[],
  runWith: Preferences,
  sessionDirectories: CompletedQuery['directories'] | undefined,
): CompletedQuery {
  const { positive, negative } = current.lists;
  return {
    query: current.query,
    keywords: positive,
    negativeKeywords: negative,
    deselectedDocuments: deselectedDocuments(current.found ?? [], documents),
    directories: sessionDirectories ?? runWith.selectedDriveDirectories,
    deepResearch: runWith.deepResearch,
    enableIntroduction: runWith.enableIntroduction,
    enableConclusion: runWith.enableConclusion,
    ...(current.columns?.length ? { columns: current.columns } : {}),
  };
}

function extractionRequest(
  current: Round,
  documents: SelectedDocument[],
  runWith: Preferences,
  chatSessionId: string | undefined,
): ExtractAndQueryRequest {
  const { positive, negative } = current.lists;
  return {
    userQuery: current.query,
    selectedDocuments: documents,
    keywords: positive,
    negativeKeywords: negative,
    deepResearch: runWith.deepResearch,
    enableIntroduction: runWith.enableIntroduction,
    enableConclusion: runWith.enableConclusion,
    notifyOnCompletion: runWith.notifyOnCompletion,
    chatSessionId,
    ...(current.columns?.length ? { columns: current.columns } : {}),
  };
}

type Finished = { executionId: string | undefined; completedQuery: CompletedQuery; firstQuery: boolean };

/** What the conversation shows once a run ended here: its answer, why it stopped, or the quota box. */
async function showOutcome(chat: ChatSessionControls, result: ExtractionResult, finished: Finished) {
  const { executionId, completedQuery } = finished;
  if (result.kind === 'dropped') {
    // Its stream can no longer be read (the run is gone, or moved on): follow what is left of it.
    chat.followRun(result.place.executionId);
    return;
  }
  if (executionId) forgetRun(executionId);
  if (result.kind === 'quota') {
    chat.append(createMessage('assistant', quotaErrorContent(result.message, result.dailyLimitRun)));
  }
  if (result.kind === 'stopped') chat.append(createMessage('assistant', textToHtml(result.message)));
  if (result.kind === 'complete' || result.kind === 'queued') {
    chat.append(answerMessage(result, completedQuery));
    // Read on after a cut, the run ended away from this page's request, which marks a report
    // seen when it watched it to the end; the report is on screen, so this page says so (before
    // the save, which refreshes the session list).
    if (result.kind === 'complete' && result.resumed && executionId) {
      await markExecutionViewed(executionId).catch(() => undefined);
    }
    const serverId = result.kind === 'complete' ? result.event.sessionId : result.sessionId;
    await chat.save({ sessionId: serverId, captureDirectories: finished.firstQuery });
    if (result.kind === 'complete') announceCompletion(result.event);
  }
}

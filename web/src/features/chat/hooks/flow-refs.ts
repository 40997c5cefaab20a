import type { ChatMessage } from '@quarry/contracts/chat';
import type { Dispatch, RefObject, SetStateAction } from 'react';
import type { FlowStep } from '../utils/flow-step';
import type { Round } from './use-extraction';

/** What the query flow's steps share: the shown step, the question under way and how to stop it. */
export type FlowRefs = {
  setStep: Dispatch<SetStateAction<FlowStep>>;
  round: RefObject<Round | undefined>;
  /** The question being asked, until its run starts; Cancel takes it back out. */
  asked: RefObject<ChatMessage | undefined>;
  pageGone: RefObject<AbortController>;
  /** Stops the step that waits on Gemini now (the keyword step or the run), while there is one. */
  stopper: RefObject<(() => void) | undefined>;
  setStopping: (stopping: boolean) => void;
};

import { useState } from 'react';
import { stopExecution } from '../api/stop-execution';
import type { FlowStep } from '../utils/flow-step';
import type { QueryFlow } from './use-query-flow';

/**
 * What Stop stops: the flow's own step, or the run this page follows after a reload. A followed run
 * shows stopping from the click until its end arrives; a refused stop lets it be clicked again.
 */
export function useStopRun(flow: QueryFlow, step: FlowStep, followedExecutionId: string | undefined) {
  const followedId = step.name === 'idle' ? followedExecutionId : undefined;
  const [stoppedId, setStoppedId] = useState<string>();
  const stopFollowed = (id: string) => {
    setStoppedId(id);
    stopExecution(id).catch(() => setStoppedId(undefined));
  };
  const onStop = followedId ? () => stopFollowed(followedId) : flow.stop;
  const stopping = flow.stopping || (followedId !== undefined && stoppedId === followedId);
  return { onStop, stopping };
}

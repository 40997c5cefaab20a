import type { FlowContext } from '@/lib/flow-context';

export type FlowStep<View> = { show: View } | { wait: number } | { navigate: string };

/** A flow context that records what the flow did, in order; its delays end at once. */
export function recordingContext<View>() {
  const steps: FlowStep<View>[] = [];
  const context: FlowContext<View> = {
    show: (view) => steps.push({ show: view }),
    navigate: (to) => steps.push({ navigate: to }),
    wait: async (ms) => {
      steps.push({ wait: ms });
    },
  };
  return { context, steps };
}

/**
 * What a page's flow may do to its page: show a view, navigate, wait. The flow is a plain async
 * function, so tests drive it without React; `useFlow` supplies the real context, tests a recording one.
 */
export type FlowContext<View> = {
  show: (view: View) => void;
  navigate: (to: string) => void;
  wait: (ms: number) => Promise<void>;
};

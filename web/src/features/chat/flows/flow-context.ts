/** What the page-start flow may do to its page; the hook supplies it, tests supply a recording one. */
export type FlowContext<View> = {
  show: (view: View) => void;
  navigate: (to: string) => void;
};

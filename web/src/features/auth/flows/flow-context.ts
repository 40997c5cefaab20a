/** What a sign-in flow may do to its page; the page hook supplies it, tests supply a recording one. */
export type FlowContext<View> = {
  show: (view: View) => void;
  navigate: (to: string) => void;
  wait: (ms: number) => Promise<void>;
};

/** The query parameters Google sends back to a return page. */
export type CallbackParams = { code: string | null; state: string | null; error: string | null };

export function readCallbackParams(search: URLSearchParams): CallbackParams {
  return { code: search.get('code'), state: search.get('state'), error: search.get('error') };
}

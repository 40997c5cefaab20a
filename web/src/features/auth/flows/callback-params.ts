/** The query parameters Google sends back to a return page. */
export type CallbackParams = { code: string | null; state: string | null; error: string | null };

export function readCallbackParams(search: URLSearchParams): CallbackParams {
  return { code: search.get('code'), state: search.get('state'), error: search.get('error') };
}

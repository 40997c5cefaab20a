/** The three states of a return page: processing (spinner), then success or error. */
export type CallbackView =
  | { status: 'processing' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string };

export const PROCESSING: CallbackView = { status: 'processing' };

/**
 * The states of a return page: processing (spinner), then success or error; or, for a sign-in while
 * the account is still being deleted, waiting: nothing failed, the page says when to try again.
 */
export type CallbackView =
  | { status: 'processing' }
  | { status: 'waiting'; title: string; message: string }
  | { status: 'success'; message: string }
  | {
      status: 'error';
      message: string;
      /**
       * An invitation's sign-in came back with another Google account (nothing was stored): the
       * card says so under this title and offers to sign in with the invited address instead.
       */
      otherAccount?: { title: string; invitedEmail: string | undefined };
    };

export const PROCESSING: CallbackView = { status: 'processing' };

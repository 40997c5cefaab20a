import { z } from 'zod';

/** The body of every non-OK API response. The SPA shows `message` and branches on `errorCode`. */
export const ErrorBody = z.object({
  message: z.string(),
  errorCode: z.string().optional(),
  redirectUrl: z.string().optional(),
  /** search-documents: the Drive grant is gone; the person must authorize Drive again. */
  needsReauth: z.boolean().optional(),
  /** Seconds to wait before asking again, as the Retry-After header says (a sign-in during a deletion). */
  retryAfterSeconds: z.number().int().positive().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** errorCode of a 401 for a caller without a live session; the SPA treats it as session loss. */
export const LOGIN_REQUIRED = 'LOGIN_REQUIRED';

/**
 * errorCode of a 403 from the invitation sign-in when another Google account came back: nothing was
 * stored, and the SPA offers to sign in with the invited account instead.
 */
export const INVITATION_ACCOUNT_MISMATCH = 'INVITATION_ACCOUNT_MISMATCH';

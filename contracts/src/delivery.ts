import { z } from 'zod';

/** The signed token of a one-click unsubscribe link, as it arrives in the address. */
export const UnsubscribeToken = z.object({
  token: z
    .string({ error: 'The unsubscribe link is missing its token' })
    .min(20, 'The unsubscribe link is not valid')
    .max(2000, 'The unsubscribe link is not valid')
    .regex(/^[\w-]+\.[\w-]+$/, 'The unsubscribe link is not valid'),
});

/** GET and POST /api/unsubscribe, POST /api/unsubscribe/undo. */
export const UnsubscribeState = z.object({
  reportName: z.string(),
  teamName: z.string(),
  email: z.string(),
  unsubscribed: z.boolean(),
  /**
   * 'watch': the owner's own link of a watched report's 'what changed' e-mails (docs/decisions/watching.md): to
   * unsubscribe is to stop watching. 'share' (and older answers): a team share's e-mails.
   */
  kind: z.enum(['share', 'watch']).default('share'),
});
export type UnsubscribeState = z.infer<typeof UnsubscribeState>;

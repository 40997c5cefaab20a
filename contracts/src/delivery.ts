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
});
export type UnsubscribeState = z.infer<typeof UnsubscribeState>;

import { z } from 'zod';

export const AccessReason = z.enum(['active_subscription', 'canceled_but_active', 'complimentary_access']);
export const SubscriptionStatusResponse = z.object({
  hasAccess: z.boolean(),
  reason: AccessReason.optional(),
  subscriptionStatus: z.string().optional(),
  subscriptionEndsAt: z.string().optional(),
});
export type SubscriptionStatusResponse = z.infer<typeof SubscriptionStatusResponse>;
export const PortalResponse = z.object({ url: z.string() });

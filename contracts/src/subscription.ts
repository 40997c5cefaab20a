import { z } from 'zod';

/** The Teams (Team Leader) plan: what the plans page and the subscribe screen sell. */
export const TEAMS_PLAN = { name: 'Team Leader', priceUsdPerMonth: 25 } as const;

export const AccessReason = z.enum(['active_subscription', 'canceled_but_active', 'complimentary_access']);
export type AccessReason = z.infer<typeof AccessReason>;

/** Why a leader's scheduled shares are paused (docs/decisions/schedules-and-delivery.md). */
export const PausedReason = z.enum(['plan_ended', 'renewal_failed']);
export type PausedReason = z.infer<typeof PausedReason>;

/** What the SPA says wherever a paused schedule appears. */
export const PAUSED_TEXT: Record<PausedReason, string> = {
  plan_ended: 'Paused: the Teams plan ended',
  renewal_failed: "Paused: the Teams plan's renewal failed",
};

/** Why a leader without access has their schedules paused: a failed renewal, or no plan at all. */
export function pausedReasonOf(status: { subscriptionStatus?: string | undefined }): PausedReason {
  return status.subscriptionStatus === 'past_due' || status.subscriptionStatus === 'unpaid'
    ? 'renewal_failed'
    : 'plan_ended';
}

/**
 * GET /api/subscription/status (docs/architecture/billing.md). Without access, `subscriptionStatus` says why
 * when a subscription exists but is not paid (past_due, unpaid); `subscriptionEndsAt` is ISO time.
 * `pausedSchedules` counts the caller's scheduled shares the scheduler skips for want of access.
 */
export const SubscriptionStatusResponse = z.object({
  hasAccess: z.boolean(),
  reason: AccessReason.optional(),
  subscriptionStatus: z.string().optional(),
  subscriptionEndsAt: z.string().optional(),
  pausedSchedules: z.number().int().optional(),
});
export type SubscriptionStatusResponse = z.infer<typeof SubscriptionStatusResponse>;

export const PortalResponse = z.object({ url: z.string() });
export type PortalResponse = z.infer<typeof PortalResponse>;

/**
 * POST /api/subscription/create: a card set-up (Stripe SetupIntent) for the caller, or
 * `alreadyActive` (and no set-up) when they already have access.
 */
export const CreateSubscriptionResponse = z.object({
  clientSecret: z.string().nullable(),
  setupIntentId: z.string().nullable(),
  alreadyActive: z.boolean(),
});
export type CreateSubscriptionResponse = z.infer<typeof CreateSubscriptionResponse>;

/** A Stripe SetupIntent id, as Stripe writes them. */
export const SetupIntentId = z
  .string({ error: 'setupIntentId is required' })
  .regex(/^seti_[A-Za-z0-9]{1,64}$/, 'setupIntentId must be a Stripe SetupIntent id (seti_...)');

export const ConfirmSubscriptionRequest = z.strictObject({ setupIntentId: SetupIntentId });
export type ConfirmSubscriptionRequest = z.infer<typeof ConfirmSubscriptionRequest>;

/** POST /api/subscription/confirm: the new status (the spec leaves the shape open). */
export const ConfirmSubscriptionResponse = SubscriptionStatusResponse.extend({
  subscriptionId: z.string(),
});
export type ConfirmSubscriptionResponse = z.infer<typeof ConfirmSubscriptionResponse>;

/** errorCode of a 403 from a route that needs the Teams plan (or a grant). */
export const SUBSCRIPTION_REQUIRED = 'SUBSCRIPTION_REQUIRED';
/** errorCode of a card that Stripe refused while setting it up; `message` is Stripe's. */
export const PAYMENT_METHOD_FAILED = 'PAYMENT_METHOD_FAILED';
/** errorCode when Stripe's price is missing or misconfigured; `message` carries Stripe's words. */
export const STRIPE_CONFIGURATION_ERROR = 'STRIPE_CONFIGURATION_ERROR';

/**
 * How the SPA collects a card: Stripe.js Elements with a publishable key in the cloud, or the
 * Stripe emulator's card page locally (same SetupIntent, same return parameters).
 */
export const CardFormConfig = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stripe-elements'), publishableKey: z.string() }),
  z.object({ kind: z.literal('emulator-page'), setupPageUrl: z.string() }),
]);
export type CardFormConfig = z.infer<typeof CardFormConfig>;

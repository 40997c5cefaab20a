import { ConfirmSubscriptionResponse, CreateSubscriptionResponse } from '@quarry/contracts/subscription';
import { api } from '@/lib/api-client';

/** POST /api/subscription/create: a card set-up for the Teams plan (or alreadyActive). */
export function createSubscription(): Promise<CreateSubscriptionResponse> {
  return api.request('POST', '/api/subscription/create', { schema: CreateSubscriptionResponse });
}

/** POST /api/subscription/confirm: subscribes with the card of a succeeded set-up. */
export function confirmSubscription(setupIntentId: string): Promise<ConfirmSubscriptionResponse> {
  return api.request('POST', '/api/subscription/confirm', {
    body: { setupIntentId },
    schema: ConfirmSubscriptionResponse,
  });
}

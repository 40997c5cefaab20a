/**
 * The parameters Stripe's card set-up (Stripe.js, or the emulator's card page) sends the browser
 * back to /subscribe with: `setup_intent`, `setup_intent_client_secret` and `redirect_status`.
 */
export interface CardReturn {
  setupIntentId: string;
  redirectStatus: string;
}

export const CARD_RETURN_PARAMS = ['setup_intent', 'setup_intent_client_secret', 'redirect_status'] as const;

export function readCardReturn(search: string): CardReturn | undefined {
  const params = new URLSearchParams(search);
  const setupIntentId = params.get('setup_intent');
  if (!setupIntentId) return undefined;
  return { setupIntentId, redirectStatus: params.get('redirect_status') ?? '' };
}

/** Where the card set-up sends the browser back to. */
export function cardReturnUrl(): string {
  return `${window.location.origin}/subscribe`;
}

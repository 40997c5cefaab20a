/** The payment provider as the use cases see it (Stripe in every mode; its emulator locally). */
export interface Billing {
  /** A hosted page where the customer manages (cancels, reactivates, pays) their subscription. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
}

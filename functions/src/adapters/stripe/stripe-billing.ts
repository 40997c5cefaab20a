import Stripe from 'stripe';
import type { Billing } from '../../ports/billing.port';

/** Billing on the official stripe client; `emulatorUrl` points it at the local emulator. */
export class StripeBilling implements Billing {
  private readonly stripe: Stripe;

  constructor(secretKey: string, emulatorUrl?: string) {
    const url = emulatorUrl ? new URL(emulatorUrl) : undefined;
    this.stripe = new Stripe(
      secretKey,
      url
        ? {
            host: url.hostname,
            port: Number(url.port),
            protocol: url.protocol === 'https:' ? 'https' : 'http',
          }
        : {},
    );
  }

  async portalUrl(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: returnUrl,
    });
    return session.url;
  }
}

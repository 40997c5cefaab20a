import Stripe from 'stripe';
import { until } from './poll';

/** Seconds in a day, for moving the Stripe emulator's clock. */
export const DAY_SECONDS = 86_400;

/** The form on an emulator page that holds the given button: where it posts and its fields. */
function formWithButton(html: string, button: string): { action: string; fields: URLSearchParams } {
  const forms = html.match(/<form[\s\S]*?<\/form>/g) ?? [];
  const form = forms.find((candidate) => candidate.includes(`>${button}</button>`));
  if (!form) throw new Error(`No form with a '${button}' button`);
  const action = /action="([^"]+)"/.exec(form)?.[1] ?? '';
  const fields = new URLSearchParams();
  for (const input of form.match(/<input[^>]*>/g) ?? []) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    const value = /value="([^"]*)"/.exec(input)?.[1] ?? '';
    if (name)
      fields.set(name, value.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&'));
  }
  return { action, fields };
}

async function pressButton(
  pageUrl: string,
  button: string,
  fill: Record<string, string> = {},
): Promise<Response> {
  const html = await (await fetch(pageUrl)).text();
  const { action, fields } = formWithButton(html, button);
  for (const [name, value] of Object.entries(fill)) fields.set(name, value);
  return fetch(new URL(action, pageUrl), { method: 'POST', body: fields, redirect: 'manual' });
}

/**
 * What a person does on the emulator's card page: types a test card and confirms. Returns the
 * parameters the page sends the browser back to /subscribe with.
 */
export async function enterCard(
  emulatorsUrl: string,
  clientSecret: string,
  cardNumber: string,
  returnUrl = 'http://127.0.0.1:1/subscribe',
): Promise<{ setupIntent: string; redirectStatus: string }> {
  const page = `${emulatorsUrl}/stripe/setup?${new URLSearchParams({ client_secret: clientSecret, return_url: returnUrl })}`;
  const response = await pressButton(page, 'Confirm', { card_number: cardNumber });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`The card page answered ${response.status}`);
  const back = new URL(location);
  return {
    setupIntent: back.searchParams.get('setup_intent') ?? '',
    redirectStatus: back.searchParams.get('redirect_status') ?? '',
  };
}

/** Presses the billing portal's 'Cancel subscription' (or 'Renew subscription'). */
export async function portalButton(portalUrl: string, button: 'Cancel subscription' | 'Renew subscription') {
  const response = await pressButton(portalUrl, button);
  if (response.status >= 400) throw new Error(`The portal answered ${response.status}`);
}

/** Replaces the card in the billing portal (e.g. with 4000 0000 0000 0341, whose charges fail). */
export async function portalCard(portalUrl: string, cardNumber: string) {
  const response = await pressButton(portalUrl, 'Update payment method', { card_number: cardNumber });
  if (response.status >= 400) throw new Error(`The portal answered ${response.status}`);
}

/** Moves the Stripe emulator's clock; renewals, retries and period ends fall due as they would. */
export async function advanceStripeClock(emulatorsUrl: string, seconds: number): Promise<void> {
  const response = await fetch(`${emulatorsUrl}/__control/stripe/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });
  if (!response.ok) throw new Error(`advance answered ${response.status}`);
}

/** Moves the Stripe emulator's clock to `seconds` after the given unix time (when it is still ahead). */
export async function advanceStripeClockPast(emulatorsUrl: string, unixSeconds: number, seconds = 3600) {
  const clock = (await (await fetch(`${emulatorsUrl}/__control/stripe/clock`)).json()) as { now: number };
  const step = unixSeconds + seconds - clock.now;
  if (step > 0) await advanceStripeClock(emulatorsUrl, step);
}

/** Waits until the Stripe emulator has delivered (or given up on) every webhook it has sent. */
export async function webhooksSettled(emulatorsUrl: string): Promise<void> {
  await until('the Stripe webhooks to land', async () => {
    const deliveries = (await (await fetch(`${emulatorsUrl}/__control/stripe/deliveries`)).json()) as {
      data: { status: string }[];
    };
    return deliveries.data.every((delivery) => delivery.status !== 'pending');
  });
}

/** The official client against the emulator, as an operator's dashboard would look at it. */
export function stripeAdmin(emulatorsUrl: string, secretKey = 'sk_test_quarry_local'): Stripe {
  const url = new URL(emulatorsUrl);
  return new Stripe(secretKey, { host: url.hostname, port: Number(url.port), protocol: 'http' });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWithEmulators } from '../../emulator-registration';
import { startServer } from '../../server';
import { BrowserSession } from '../../testing/browser-session';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { until } from '../../testing/poll';
import { authorize, readyCreator } from '../../testing/sign-in-flow';
import {
  advanceStripeClock,
  advanceStripeClockPast,
  DAY_SECONDS,
  enterCard,
  portalButton,
  portalCard,
  stripeAdmin,
  webhooksSettled,
} from '../../testing/stripe-pages';

/**
 * The Teams plan end to end (docs/architecture/billing.md): the stripe SDK against the Stripe emulator, the
 * emulator's card page and portal as a person uses them, and its signed webhooks back to the app.
 */
let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack();
}, 60_000);
afterAll(() => stack?.stop());

const VISA = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const CHARGES_FAIL = '4000 0000 0000 0341';

async function signedIn(email: string): Promise<BrowserSession> {
  const session = new BrowserSession(stack.app.url);
  const result = await authorize(session, email);
  if (result.status !== 200) throw new Error(`sign-in answered ${result.status}`);
  return session;
}

async function status(session: BrowserSession) {
  return (await session.call('GET', '/api/subscription/status')).json;
}

async function uidOf(email: string): Promise<string> {
  return (await stack.app.deps.accounts.users.findByEmail(email))!.uid;
}

/** Subscribes through the screens' calls: set-up, the card page, confirmation. */
async function subscribe(session: BrowserSession, card = VISA) {
  const created = await session.call('POST', '/api/subscription/create');
  expect(created.status).toBe(200);
  const back = await enterCard(stack.emulators.url, String(created.json.clientSecret), card);
  const confirmed = await session.call('POST', '/api/subscription/confirm', {
    setupIntentId: back.setupIntent,
  });
  return { created, back, confirmed };
}

function webhookUrl(): string {
  return `http://${stack.app.config.host}:${stack.app.config.port}/api/stripe/webhook`;
}

async function subscriptionsOf(email: string) {
  const user = await stack.app.deps.accounts.users.get(await uidOf(email));
  const customer = user?.billing?.stripeCustomerId;
  if (!customer) return [];
  return (await stripeAdmin(stack.emulators.url).subscriptions.list({ customer, status: 'all' })).data;
}

describe('subscribing to the Teams plan', () => {
  it('when a person without access starts, then they get a card set-up for their own new Stripe customer, reused next time', async () => {
    const session = await signedIn('leo.okafor@northwind.test');
    expect(await status(session)).toEqual({ hasAccess: false });

    const first = await session.call('POST', '/api/subscription/create');
    const second = await session.call('POST', '/api/subscription/create');

    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      alreadyActive: false,
      clientSecret: expect.stringMatching(/^seti_\w+_secret_\w+$/),
      setupIntentId: expect.stringMatching(/^seti_\w+$/),
    });
    const stripe = stripeAdmin(stack.emulators.url);
    const [a, b] = await Promise.all([
      stripe.setupIntents.retrieve(String(first.json.setupIntentId)),
      stripe.setupIntents.retrieve(String(second.json.setupIntentId)),
    ]);
    expect(a.customer).toBe(b.customer);
    const customer = await stripe.customers.retrieve(String(a.customer));
    expect(customer).toMatchObject({
      email: 'leo.okafor@northwind.test',
      metadata: { uid: await uidOf('leo.okafor@northwind.test') },
    });
  });

  it('when the test card is confirmed, then the subscription is created once and access is active, even if confirmed twice', async () => {
    const session = await signedIn('maya.chen@northwind.test');

    const { back, confirmed } = await subscribe(session);
    const again = await session.call('POST', '/api/subscription/confirm', {
      setupIntentId: back.setupIntent,
    });

    expect(back.redirectStatus).toBe('succeeded');
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({
      hasAccess: true,
      reason: 'active_subscription',
      subscriptionId: expect.stringMatching(/^sub_\w+$/),
    });
    expect(again.status).toBe(200);
    expect(again.json.subscriptionId).toBe(confirmed.json.subscriptionId);
    const subs = await subscriptionsOf('maya.chen@northwind.test');
    expect(subs.map((sub) => sub.status)).toEqual(['active']);
    expect(subs[0]!.items.data[0]!.price.id).toBe(stack.app.config.services.stripe.priceId);
    expect(await status(session)).toEqual({ hasAccess: true, reason: 'active_subscription' });
    expect((await session.call('POST', '/api/subscription/create')).json).toEqual({
      alreadyActive: true,
      clientSecret: null,
      setupIntentId: null,
    });
  });

  it("when the card is declined, then confirming says Payment Method Failed with Stripe's message and nothing is created", async () => {
    const session = await signedIn('priya.natarajan@northwind.test');

    const { back, confirmed } = await subscribe(session, DECLINED);

    expect(back.redirectStatus).toBe('failed');
    expect(confirmed.status).toBe(402);
    expect(confirmed.json).toEqual({
      message: 'Your card was declined.',
      errorCode: 'PAYMENT_METHOD_FAILED',
    });
    expect(await subscriptionsOf('priya.natarajan@northwind.test')).toEqual([]);
    expect(await status(session)).toEqual({ hasAccess: false });
  });

  it("when the card is saved but its first charge fails, then confirming fails with Stripe's message and leaves no unpaid subscription", async () => {
    const session = await signedIn('tom.becker@northwind.test');

    const { back, confirmed } = await subscribe(session, CHARGES_FAIL);

    expect(back.redirectStatus).toBe('succeeded');
    expect(confirmed.status).toBe(402);
    expect(confirmed.json.message).toBe('Your card was declined.');
    expect(confirmed.json.errorCode).toBeUndefined();
    expect(await subscriptionsOf('tom.becker@northwind.test')).toEqual([]);
    expect(await status(session)).toEqual({ hasAccess: false });
  });

  it("when someone confirms another person's card set-up, then it is not found and nothing is created for either", async () => {
    const owner = await signedIn('ana.silva@northwind.test');
    const other = await signedIn('ben.ito@northwind.test');
    const created = await owner.call('POST', '/api/subscription/create');
    const back = await enterCard(stack.emulators.url, String(created.json.clientSecret), VISA);
    await other.call('POST', '/api/subscription/create');

    const stolen = await other.call('POST', '/api/subscription/confirm', { setupIntentId: back.setupIntent });
    const unknown = await other.call('POST', '/api/subscription/confirm', {
      setupIntentId: 'seti_doesnotexist',
    });

    expect(stolen.status).toBe(404);
    expect(stolen.json).toEqual({ message: 'Card set-up not found' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual(stolen.json);
    expect(await subscriptionsOf('ana.silva@northwind.test')).toEqual([]);
    expect(await subscriptionsOf('ben.ito@northwind.test')).toEqual([]);
  });

  it('when the configured price is a product id, then set-up fails with a Stripe configuration error naming it', async () => {
    const misconfigured = await startServer({
      env: {
        PORT: '0',
        DATA_DIR: `${stack.app.config.dataDir}-misconfigured`,
        EMULATORS_URL: stack.emulators.url,
        STRIPE_PRICE_ID: 'prod_quarry_teams',
      },
    });
    try {
      await fetch(`${stack.emulators.url}/__control/oauth/clients`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          clientId: misconfigured.config.services.oauth.clientId,
          clientSecret: misconfigured.config.services.oauth.clientSecret,
          redirectUris: [`${misconfigured.url}/oauth-callback`],
        }),
      });
      const session = new BrowserSession(misconfigured.url);
      await authorize(session, 'maya.chen@northwind.test');

      const created = await session.call('POST', '/api/subscription/create');

      expect(created.status).toBe(503);
      expect(created.json).toEqual({
        message: "Stripe configuration error: No such price: 'prod_quarry_teams'",
        errorCode: 'STRIPE_CONFIGURATION_ERROR',
      });
    } finally {
      await misconfigured.stop();
      // The emulated Google keeps one set of redirect URIs per client: give the main app its own back.
      await registerWithEmulators(stack.app.config);
    }
  });
});

describe('the billing portal and the period end', () => {
  it('when a person never subscribed, then the portal explains there is nothing to manage', async () => {
    const session = await signedIn('noor.haddad@northwind.test');
    const portal = await session.call('POST', '/api/subscription/portal');
    expect(portal.status).toBe(400);
    expect(portal.json.message).toBe('There is no subscription to manage yet.');
  });

  it('when a subscriber cancels in the portal and the clock passes the period end, then access runs to the end date and the reports stay', async () => {
    const session = await readyCreator(stack, 'jo.park@northwind.test');
    await subscribe(session);
    const saved = await session.call('POST', '/api/saved-reports', {
      reportName: 'Quarterly revenue',
      query: 'What was revenue last quarter?',
      keywords: ['revenue'],
    });
    expect(saved.status).toBe(201);
    const portal = await session.call('POST', '/api/subscription/portal');
    expect(portal.status).toBe(200);
    expect(String(portal.json.url)).toMatch(new RegExp(`^${stack.emulators.url}/stripe/portal/`));

    await portalButton(String(portal.json.url), 'Cancel subscription');
    await until(
      'the cancellation webhook',
      async () => (await status(session)).reason === 'canceled_but_active',
    );
    const ending = await status(session);
    const [sub] = await subscriptionsOf('jo.park@northwind.test');
    expect(ending).toEqual({
      hasAccess: true,
      reason: 'canceled_but_active',
      subscriptionEndsAt: new Date(sub!.items.data[0]!.current_period_end * 1000).toISOString(),
    });

    await advanceStripeClock(stack.emulators.url, 32 * DAY_SECONDS);
    await until('the period-end webhook', async () => !(await status(session)).hasAccess);

    expect(await status(session)).toEqual({ hasAccess: false });
    expect((await subscriptionsOf('jo.park@northwind.test')).map((s) => s.status)).toEqual(['canceled']);
    const reports = await session.call('GET', '/api/saved-reports');
    const names = (reports.json.reports as { reportName: string }[]).map((report) => report.reportName);
    expect(names).toEqual(['Quarterly revenue']);
  });

  it('when a subscriber comes back from the portal before its webhook, then the return reads Stripe and the change shows at once', async () => {
    const session = await signedIn('rosa.diaz@northwind.test');
    await subscribe(session);
    const portal = String((await session.call('POST', '/api/subscription/portal')).json.url);
    // Any event still on its way would re-read Stripe after the cancel; let them all land first.
    await webhooksSettled(stack.emulators.url);
    // Stripe holds this app's subscription events back for now (the endpoint listens to nothing it sends).
    await fetch(`${stack.emulators.url}/__control/stripe/webhook-endpoints`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: webhookUrl(), enabled_events: ['setup_intent.canceled'] }),
    });
    try {
      await portalButton(portal, 'Cancel subscription');
      expect(await status(session)).toEqual({ hasAccess: true, reason: 'active_subscription' });

      const back = await fetch(`${stack.app.url}/api/subscription/portal-return`, {
        headers: { cookie: session.cookie! },
        redirect: 'manual',
      });

      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe('/subscribe');
      expect(await status(session)).toMatchObject({ hasAccess: true, reason: 'canceled_but_active' });
    } finally {
      await registerWithEmulators(stack.app.config);
    }
  });

  it('when someone signed out lands on the portal return, then they are sent on to /subscribe and nothing changes', async () => {
    const back = await fetch(`${stack.app.url}/api/subscription/portal-return`, { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/subscribe');
  });

  it('when a renewal charge fails, then access stops and the status says past_due', async () => {
    const session = await signedIn('kai.morgan@northwind.test');
    await subscribe(session);
    const portal = await session.call('POST', '/api/subscription/portal');
    await portalCard(String(portal.json.url), CHARGES_FAIL);
    const [sub] = await subscriptionsOf('kai.morgan@northwind.test');

    // Just past the renewal: Stripe's retries (and then "unpaid") come days later.
    await advanceStripeClockPast(stack.emulators.url, sub!.items.data[0]!.current_period_end);
    await until('the failed renewal webhook', async () => (await status(session)).hasAccess === false);

    expect(await status(session)).toEqual({ hasAccess: false, subscriptionStatus: 'past_due' });
    const retry = await session.call('POST', '/api/subscription/create');
    expect(retry.status).toBe(409);
    expect(retry.json.message).toBe(
      'Your subscription has an unpaid invoice. Update your payment method in the billing portal.',
    );
  });
});

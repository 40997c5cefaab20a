import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  emulatorsUrl,
  grantComplimentaryAccess,
  mailboxFor,
  newPersonEmail,
  preAcceptCookies,
  signInReadyCreator,
} from './support/quarry';
import { advancePastPeriodEnd, periodEndOf } from './support/stripe';
import { expect, test } from './support/test';

/**
 * The Teams plan in a real browser (docs/architecture/billing.md): /subscribe, the Stripe emulator's card page
 * and billing portal, its webhooks back to Quarry, and its test clock for the period end.
 */
test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

const VISA = '4242 4242 4242 4242';

/** From /subscribe's set-up view through the emulator's card page, back to Quarry. */
async function payWithCard(page: Page, card: string) {
  await page.goto('/subscribe');
  await expect(page.getByText('$25', { exact: false }).first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Enter card details' }).click();
  await page.waitForURL((url) => url.href.startsWith(emulatorsUrl()));
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL((url) => !url.href.startsWith(emulatorsUrl()));
}

async function subscribe(page: Page) {
  await payWithCard(page, VISA);
  await page.waitForURL(/\/chat-interface$/, { timeout: 20_000 });
}

test('when a creator subscribes with the test card, then Subscription Successful shows and they land in chat with the plan to manage', async ({
  page,
}) => {
  const email = newPersonEmail('subscriber');
  await signInReadyCreator(page, email);

  await payWithCard(page, VISA);

  await expect(page.getByText('Subscription Successful').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForURL(/\/chat-interface$/, { timeout: 20_000 });
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: 'Manage Subscription' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
});

test("when a creator without the plan names a team in 'Create Team' and pays with the test card, then they land on /teams with that team created", {
  tag: '@desktop-only',
}, async ({ page }) => {
  // @desktop-only: the round trip through Stripe is the server's and the emulator's; the views are the first journey's.
  const email = newPersonEmail('team-founder');
  const teamName = `Recall Response ${Date.now().toString(36)}`;
  await signInReadyCreator(page, email);
  await page.goto('/teams');
  await page.getByRole('button', { name: 'Create Team' }).click();
  await page.getByLabel('Team name').fill(teamName);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Upgrade Required').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForURL(/\/subscribe$/);

  await expect(page.getByText('$25', { exact: false }).first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Enter card details' }).click();
  await page.waitForURL((url) => url.href.startsWith(emulatorsUrl()));
  await page.getByLabel('Card number').fill(VISA);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByText('Subscription Successful').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForURL(/\/teams$/, { timeout: 20_000 });
  await expect(page.getByRole('group', { name: teamName })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, '/teams with the team created after paying');
  // Once: a reload does not create it again.
  await page.reload();
  await expect(page.getByRole('group', { name: teamName })).toHaveCount(1, { timeout: 20_000 });
  const teams = (await page.evaluate(async () => (await fetch('/api/teams')).json())) as { name: string }[];
  expect(teams.filter((team) => team.name === teamName)).toHaveLength(1);
});

test("when the card is declined, then Payment Method Failed stays beside the card form with the bank's message until the next attempt", {
  tag: '@desktop-only',
}, async ({ page }) => {
  // @desktop-only: the decline is the server's and Stripe's answer; the layout is the first journey's.
  const email = newPersonEmail('declined');
  await signInReadyCreator(page, email);

  await payWithCard(page, '4000 0000 0000 0002');

  // In the card's box, not a toast that goes in five seconds (docs/decisions/web.md).
  const setUp = page.locator('.rounded-lg', {
    has: page.getByRole('heading', { name: 'Subscribe to Team Leader' }),
  });
  const declined = setUp.getByRole('alert').filter({ hasText: 'Payment Method Failed' });
  await expect(declined).toBeVisible({ timeout: 20_000 });
  await expect(declined).toContainText('Your card was declined.');
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(setUp.getByRole('button', { name: 'Enter card details' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/subscribe after a declined card');

  // The next attempt replaces it with its own outcome.
  await payWithCard(page, '4000 0000 0000 9995');
  await expect(declined).toContainText('Your card has insufficient funds.', { timeout: 20_000 });
  await expect(declined).not.toContainText('Your card was declined.');
  await subscribe(page);
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: 'Manage Subscription' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Payment Method Failed')).toHaveCount(0);
});

test('when a subscriber cancels in the billing portal, then Subscription Ending Soon shows the portal’s end date in any zone, and after the period end the free plan is back', {
  tag: '@desktop-only',
}, async ({ page }) => {
  // @desktop-only: the portal is Stripe's page and the period end is the server's; the views are the first journey's.
  const email = newPersonEmail('canceler');
  await signInReadyCreator(page, email);
  await subscribe(page);
  // A browser in a zone where the period ends on another day than in UTC (docs/decisions/web.md).
  const endHour = new Date((await periodEndOf(email)) * 1000).getUTCHours();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTimezoneOverride', {
    timezoneId: endHour >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago',
  });

  // The main menu's item opens the same portal as /subscribe's button.
  await page.getByRole('button', { name: 'Main menu' }).click();
  await page.getByRole('menuitem', { name: 'Manage Subscription' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${emulatorsUrl()}/stripe/portal/`));
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('button', { name: 'Renew subscription' })).toBeVisible();
  const portalEnd = (await page.locator('[data-field="period-end"]').textContent())?.trim();
  await page.getByRole('link', { name: 'Return' }).click();

  await page.waitForURL(/\/subscribe$/);
  await expect(page.getByRole('heading', { name: 'Subscription Ending Soon' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(`access until ${portalEnd}, the end of your billing period`)).toBeVisible();
  await expect(page.getByText(`will expire on ${portalEnd}.`)).toBeVisible();

  await advancePastPeriodEnd(email);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Enter card details' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Main menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Upgrade Plan' })).toBeVisible();
});

/** A team with a report shared on a daily schedule, through the API the screens use. */
async function scheduledShare(page: Page, baseURL: string, teamName: string) {
  const headers = { origin: baseURL };
  const team = await page.request.post('/api/teams', { headers, data: { name: teamName } });
  expect(team.status()).toBe(201);
  const saved = await page.request.post('/api/saved-reports', {
    headers,
    data: { reportName: 'Recall digest', query: 'What did the recall cost?', keywords: ['recall'] },
  });
  expect(saved.status()).toBe(201);
  const shared = await page.request.post(`/api/reports/${(await saved.json()).id}/share`, {
    headers,
    data: {
      teamId: (await team.json()).team.id,
      shareType: 'scheduled',
      scheduleFrequency: 'daily',
      scheduleTime: '09:00',
      scheduleTimezone: 'UTC',
    },
  });
  expect(shared.ok()).toBe(true);
}

test("when a renewal charge fails, then /subscribe shows the payment-failed banner and offers the billing portal, and the leader's schedule shows paused with a banner and one e-mail", {
  tag: '@desktop-only',
}, async ({ page, baseURL }) => {
  // @desktop-only: the renewal is Stripe's and the banner's layout is covered by its unit tests.
  const email = newPersonEmail('pastdue');
  const teamName = `Paused ${Date.now().toString(36)}`;
  await signInReadyCreator(page, email);
  await subscribe(page);
  await scheduledShare(page, String(baseURL), teamName);
  await page.goto('/subscribe');
  await page.getByRole('button', { name: 'Manage Billing' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${emulatorsUrl()}/stripe/portal/`));
  await page.getByLabel('Card number').fill('4000 0000 0000 0341');
  await page.getByRole('button', { name: 'Update payment method' }).click();
  await expect(page.getByText('Visa •••• 0341')).toBeVisible();

  await advancePastPeriodEnd(email);

  await expect(async () => {
    await page.goto('/subscribe');
    await expect(
      page.getByText('Your payment failed. Please update your payment method to continue sharing reports.'),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Manage Billing' })).toBeVisible();

  // docs/decisions/schedules-and-delivery.md: the schedule says it is paused wherever it shows, and the leader is told.
  await page.goto('/teams');
  const banner = page.getByTestId('paused-schedules-banner');
  await expect(banner.getByText('Your 1 scheduled report is paused')).toBeVisible({ timeout: 20_000 });
  await expect(banner.getByRole('link', { name: 'Update payment method' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/teams with paused schedules');
  await page
    .getByRole('group', { name: teamName })
    .getByRole('button', { name: 'View Shared Reports' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Shared Reports' });
  await expect(dialog.getByText("Paused: the Teams plan's renewal failed")).toBeVisible();
  await expect(dialog.getByText(/^Next:/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the shared reports dialog with a paused schedule');
  await page.keyboard.press('Escape');
  await page.goto('/chat-interface');
  await expect(page.getByTestId('paused-schedules-banner')).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, '/chat-interface with paused schedules');
  await expect
    .poll(async () => (await mailboxFor(email)).filter((m) => m.subject.endsWith('is paused')).length, {
      timeout: 20_000,
    })
    .toBe(1);
});

test('when someone opens /upgrade, then the real tiers show and Team Leader leads to /subscribe', {
  tag: '@desktop-only',
}, async ({ page }) => {
  // @desktop-only: a static page whose phone layout the a11y journey checks.
  await signInReadyCreator(page, newPersonEmail('plans'));
  await page.goto('/upgrade');
  await expect(page.getByText('Creator')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Team Member').first()).toBeVisible();
  await expect(page.getByText('Team Leader').first()).toBeVisible();
  await expect(page.getByText('$25').first()).toBeVisible();
  await page
    .getByRole('link', { name: /subscribe|get team leader|upgrade/i })
    .first()
    .click();
  await page.waitForURL(/\/subscribe$/);
});

test('when the administrator granted complimentary access, then the menu explains it in its dialog and /subscribe has nothing to pay', {
  tag: '@desktop-only',
}, async ({ page }) => {
  // @desktop-only: the dialog's layout is the menu's, checked by its unit tests and axe.
  const email = newPersonEmail('granted');
  await signInReadyCreator(page, email);
  grantComplimentaryAccess(email);
  await page.reload();

  await page.getByRole('button', { name: 'Main menu' }).click();
  await page.getByRole('menuitem', { name: 'Manage Subscription' }).click();

  const dialog = page.getByRole('dialog', { name: 'Subscribed - Complimentary Access' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: 'Subscribed - Complimentary Access' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Manage Billing' })).toHaveCount(0);
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '@/lib/leave-page';
import { fail, fakeApi, never, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { MainMenu } from './main-menu';

vi.mock('@/lib/leave-page', () => ({ leavePage: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
});

const creator = {
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  userType: 'creator',
  isTeamMemberOnly: false,
  isSetupComplete: true,
  isSysAdmin: false,
};
const team = {
  id: 't1',
  name: 'Research',
  isAdmin: true,
  administrators: [],
  memberCount: 2,
  sharedReportCount: 0,
};

function setup(overrides: { profile?: object; teams?: unknown[]; status?: object } = {}) {
  const api = fakeApi({
    'GET /api/user/profile': ok({ ...creator, ...overrides.profile }),
    'GET /api/teams': ok(overrides.teams ?? []),
    'GET /api/subscription/status': ok(overrides.status ?? { hasAccess: false }),
  });
  const view = renderRoute(<MainMenu />, { path: '/chat-interface' });
  return { api, ...view };
}

async function openMenu() {
  const user = userEvent.setup();
  const trigger = screen.getByRole('button', { name: 'Main menu' });
  expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
  await user.click(trigger);
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  return { user, menu: within(await screen.findByRole('menu')) };
}

describe('main menu', () => {
  it('when opened, then it shows the name, the e-mail and the fixed items with their links', async () => {
    setup();
    const { menu } = await openMenu();
    expect(await menu.findByText('Ada Lovelace')).toBeTruthy();
    expect(menu.getByText('ada@example.com')).toBeTruthy();
    const links = menu.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')]);
    expect(links).toEqual([
      ['Chat', '/chat-interface'],
      ['Settings', '/settings'],
      ['My Google Drive', '/google-drive'],
      ['Reports', '/saved-reports'],
      ['Teams', '/teams'],
      ['Upgrade Plan', null],
      ['Log Out', null],
    ]);
  });
});

describe('main menu visibility rules', () => {
  it('when the user belongs to a team, then Team Dashboard appears and leads to /team-dashboard', async () => {
    setup({ teams: [team] });
    const { menu } = await openMenu();
    const item = await menu.findByRole('menuitem', { name: 'Team Dashboard' });
    expect(item.getAttribute('href')).toBe('/team-dashboard');
  });

  it('when the user belongs to no team, then Team Dashboard is absent', async () => {
    const { api } = setup({ teams: [] });
    await waitFor(() => expect(api.callsTo('GET /api/teams')).toHaveLength(1));
    const { menu } = await openMenu();
    await menu.findByText('Ada Lovelace');
    expect(menu.queryByRole('menuitem', { name: 'Team Dashboard' })).toBeNull();
  });

  it('when the profile says sys admin, then Sys Admin appears and leads to /sys-admin', async () => {
    setup({ profile: { isSysAdmin: true } });
    const { menu } = await openMenu();
    expect((await menu.findByRole('menuitem', { name: 'Sys Admin' })).getAttribute('href')).toBe(
      '/sys-admin',
    );
  });

  it('when the profile is not a sys admin, then Sys Admin is absent', async () => {
    setup();
    const { menu } = await openMenu();
    await menu.findByText('Ada Lovelace');
    expect(menu.queryByRole('menuitem', { name: 'Sys Admin' })).toBeNull();
  });
});

describe('main menu subscription item', () => {
  it('when there is no access, then Upgrade Plan leads to /subscribe', async () => {
    const { api, pathname } = setup({ status: { hasAccess: false } });
    await waitFor(() => expect(api.callsTo('GET /api/subscription/status')).toHaveLength(1));
    const { user, menu } = await openMenu();
    await user.click(menu.getByRole('menuitem', { name: 'Upgrade Plan' }));
    await waitFor(() => expect(pathname()).toBe('/subscribe'));
  });

  it('when access is complimentary, then Manage Subscription opens the dialog, and Close closes it', async () => {
    const { api } = setup({ status: { hasAccess: true, reason: 'complimentary_access' } });
    const { user, menu } = await openMenu();
    await user.click(await menu.findByRole('menuitem', { name: 'Manage Subscription' }));

    const dialog = await screen.findByRole('dialog', { name: 'Subscribed - Complimentary Access' });
    expect(within(dialog).getByText(/granted you free access to all Teams & Sharing features/)).toBeTruthy();
    for (const feature of ['Create and manage teams', 'Schedule automated reports', 'All premium features']) {
      expect(within(dialog).getByText(feature)).toBeTruthy();
    }
    expect(api.callsTo('POST /api/subscription/portal')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.pointerEvents).not.toBe('none');
  });

  it('when access is paid, then Manage Subscription opens the billing portal by full-page redirect', async () => {
    const { api } = setup({ status: { hasAccess: true, reason: 'active_subscription' } });
    api.set('POST /api/subscription/portal', ok({ url: 'https://billing.example.com/session/1' }));
    const { user, menu } = await openMenu();
    await user.click(await menu.findByRole('menuitem', { name: 'Manage Subscription' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('https://billing.example.com/session/1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when the billing portal cannot be opened, then the Portal Error toast shows and the page stays', async () => {
    const toasts = recordToasts();
    const { api } = setup({ status: { hasAccess: true, reason: 'canceled_but_active' } });
    api.set('POST /api/subscription/portal', fail(500, { message: 'Stripe is down' }));
    const { user, menu } = await openMenu();
    await user.click(await menu.findByRole('menuitem', { name: 'Manage Subscription' }));
    await waitFor(() =>
      expect(toasts.all).toContainEqual({
        title: 'Portal Error',
        description: 'Failed to create portal session',
        variant: 'destructive',
      }),
    );
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('when the portal answers without an address, then Portal Error says No portal URL returned and the page stays', async () => {
    const toasts = recordToasts();
    const { api } = setup({ status: { hasAccess: true, reason: 'active_subscription' } });
    api.set('POST /api/subscription/portal', ok({ url: '' }));
    const { user, menu } = await openMenu();
    await user.click(await menu.findByRole('menuitem', { name: 'Manage Subscription' }));
    await waitFor(() =>
      expect(toasts.all).toContainEqual({
        title: 'Portal Error',
        description: 'No portal URL returned',
        variant: 'destructive',
      }),
    );
    expect(leavePage).not.toHaveBeenCalled();
  });
});

describe('main menu log out', () => {
  it('when Log Out succeeds, then local storage and cached data are cleared, Logged Out shows and / opens', async () => {
    const toasts = recordToasts();
    localStorage.setItem('something', 'cached');
    const { api, pathname, queryClient } = setup();
    api.set('POST /api/auth/logout', ok({ message: 'Logged out' }));
    const { user, menu } = await openMenu();
    await menu.findByText('Ada Lovelace');
    await user.click(menu.getByRole('menuitem', { name: 'Log Out' }));

    await waitFor(() => expect(pathname()).toBe('/'));
    expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1);
    // Nothing asked for the profile again after the session ended.
    expect(api.callsTo('GET /api/user/profile')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
    expect(queryClient.getQueryData(['/api', 'user', 'profile'])).toBeUndefined();
    expect(toasts.all).toContainEqual({
      title: 'Logged Out',
      description: 'You have been successfully logged out',
      variant: undefined,
    });
  });

  it('when the server logout fails, then Logout Error shows and / still opens', async () => {
    const toasts = recordToasts();
    const { api, pathname } = setup();
    api.set('POST /api/auth/logout', fail(500, { message: 'boom' }));
    const { user, menu } = await openMenu();
    await user.click(menu.getByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(toasts.all).toContainEqual({
      title: 'Logout Error',
      description: 'Failed to log out. Please try again.',
      variant: 'destructive',
    });
  });

  it('while the portal call is pending, then the subscription item cannot be chosen twice', async () => {
    const { api } = setup({ status: { hasAccess: true, reason: 'active_subscription' } });
    api.set('POST /api/subscription/portal', never);
    const first = await openMenu();
    await first.user.click(await first.menu.findByRole('menuitem', { name: 'Manage Subscription' }));
    const second = await openMenu();
    const item = second.menu.getByRole('menuitem', { name: 'Manage Subscription' });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(api.callsTo('POST /api/subscription/portal')).toHaveLength(1);
  });
});

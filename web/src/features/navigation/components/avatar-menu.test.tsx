import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, fail, fakeApi, jsonResponse, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { AvatarMenu } from './avatar-menu';

const profile = {
  email: 'grace@example.com',
  name: 'Grace Brewster Hopper',
  userType: 'creator',
  isTeamMemberOnly: false,
  isSetupComplete: true,
  isSysAdmin: false,
};

function setup(overrides: object = {}, logout: FakeHandler = ok({ message: 'Logged out' })) {
  const api = fakeApi({
    'GET /api/user/profile': ok({ ...profile, ...overrides }),
    'POST /api/auth/logout': logout,
  });
  return { api, ...renderRoute(<AvatarMenu />, { path: '/settings' }) };
}

async function openMenu() {
  const user = userEvent.setup();
  const trigger = screen.getByRole('button', { name: 'Account menu' });
  await user.click(trigger);
  return { user, trigger, menu: within(await screen.findByRole('menu')) };
}

describe('avatar menu', () => {
  it('when the profile has no picture, then the avatar shows up to two initials and no image', async () => {
    setup();
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(trigger.textContent).toBe('GB'));
    expect(trigger.querySelector('img')).toBeNull();
  });

  it('when the profile has a picture, then the avatar loads it from the API on our own origin (the CSP allows no other)', async () => {
    setup({ picture: '/api/user/picture?v=Xy3_abc12345' });
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    await waitFor(() =>
      expect(trigger.querySelector('img')?.getAttribute('src')).toBe('/api/user/picture?v=Xy3_abc12345'),
    );
  });

  it('when the picture cannot be loaded, then the initials show instead', async () => {
    setup({ picture: '/api/user/picture?v=Xy3_abc12345' });
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(trigger.querySelector('img')).not.toBeNull());
    fireEvent.error(trigger.querySelector('img') as HTMLImageElement);
    await waitFor(() => expect(trigger.textContent).toBe('GB'));
    expect(trigger.querySelector('img')).toBeNull();
  });

  it('when opened, then it shows name and e-mail and the Settings, My Reports and Upgrade links', async () => {
    setup();
    const { menu } = await openMenu();
    expect(await menu.findByText('Grace Brewster Hopper')).toBeTruthy();
    expect(menu.getByText('grace@example.com')).toBeTruthy();
    const items = menu.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')]);
    expect(items).toEqual([
      ['Settings', '/settings'],
      ['My Reports', '/saved-reports'],
      ['Upgrade', '/upgrade'],
      ['Log out', null],
    ]);
  });

  it('when Log out is chosen, then it reads Logging out... until the server answers, then / opens', async () => {
    let answer: (response: Response) => void = () => {};
    const toasts = recordToasts();
    const { pathname } = setup({}, () => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, menu } = await openMenu();
    await user.click(menu.getByRole('menuitem', { name: 'Log out' }));
    expect(await menu.findByRole('menuitem', { name: 'Logging out...' })).toBeTruthy();

    answer(jsonResponse(200, { message: 'Logged out' }));
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(toasts.all).toContainEqual({
      title: 'Logged out successfully',
      description: 'Your session keys have been cleared from memory.',
      variant: undefined,
    });
  });

  it('when the server logout fails, then Logout failed shows with the server message', async () => {
    const toasts = recordToasts();
    const { pathname } = setup({}, fail(500, { message: 'Session store unavailable' }));
    const { user, menu } = await openMenu();
    await user.click(menu.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(toasts.all).toContainEqual({
      title: 'Logout failed',
      description: 'Session store unavailable',
      variant: 'destructive',
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, fail, fakeApi, jsonResponse, never, ok } from '@/testing/fake-api';
import { profileResponse } from '@/testing/profile';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { StreamlitLaunchScreen } from './streamlit-launch-screen';

const profile = (changes: Record<string, unknown> = {}) =>
  profileResponse({ email: 'ada.lovelace@example.com', ...changes });

function renderLaunchPage(handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    'GET /api/user/profile': profile(),
    'GET /api/user/key-status': ok({ totalKeys: 3 }),
    'POST /api/user/load-session-keys': ok({ message: 'Session keys loaded (3 of 3)' }),
    'POST /api/streamlit/initialize': ok({ url: '/analytics', message: 'Ready', requiresSetup: false }),
    ...handlers,
  });
  return { api, ...renderRoute(<StreamlitLaunchScreen />, { path: '/streamlit' }) };
}

const launchButton = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/streamlit launch page, setup complete', () => {
  it('when the profile is still loading, then only Verifying your setup... shows under the one heading', async () => {
    renderLaunchPage({ 'GET /api/user/profile': never });
    expect(within(await screen.findByRole('status')).getByText('Verifying your setup...')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Analytics']);
    expect(screen.queryByRole('button', { name: /Launch Streamlit Interface|Initializing/ })).toBeNull();
  });

  it('when setup is complete, then the e-mail and both connections show, and the button waits Initializing until the address comes', async () => {
    let answer: (response: Response) => void = () => {};
    const { api } = renderLaunchPage({
      'POST /api/streamlit/initialize': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Setup Complete!' })).toBeTruthy();
    expect(screen.getByText('ada.lovelace@example.com')).toBeTruthy();
    const connections = within(screen.getByRole('list', { name: 'Connections' }));
    expect(connections.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Google Drive Connected',
      'Gemini API Connected',
    ]);
    expect(screen.getByText('Initializing').getAttribute('role')).toBe('status');
    expect(launchButton('Initializing...')).toHaveProperty('disabled', true);

    answer(jsonResponse(200, { url: '/analytics', message: 'Ready', requiresSetup: false }));
    expect(await screen.findByText('Live')).toBeTruthy();
    expect(screen.queryByText('Initializing')).toBeNull();
    expect(launchButton('Launch Streamlit Interface')).toHaveProperty('disabled', false);
    // StrictMode ran the page's effects twice; the check still ran once.
    expect(api.callsTo('POST /api/streamlit/initialize')).toHaveLength(1);
    expect(api.callsTo('GET /api/user/key-status')).toHaveLength(1);
  });

  it('when Launch Streamlit Interface is pressed, then the address opens in a new tab, said to the screen reader', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderLaunchPage();
    await screen.findByText('Live');
    const button = launchButton('Launch Streamlit Interface');
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Opens in a new tab',
    );
    await user.click(button);
    expect(open).toHaveBeenCalledWith('/analytics', '_blank', 'noopener');
  });

  it('when the page is open, then Settings, Docs and the footer links lead to their pages', async () => {
    const user = userEvent.setup();
    const { pathname } = renderLaunchPage();
    await screen.findByText('Live');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('link', { name: 'Docs' }).getAttribute('href')).toBe('/faq');
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(footer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Support', '/contact-us'],
    ]);
    await user.click(screen.getByRole('link', { name: 'Docs' }));
    await waitFor(() => expect(pathname()).toBe('/faq'));
  });
});

describe('/streamlit launch page, setup missing or failing', () => {
  it('when the profile says setup is incomplete, then Setup Required shows with Redirecting to setup... and /api-key opens after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const toasts = recordToasts();
    const { pathname } = renderLaunchPage({ 'GET /api/user/profile': profile({ isSetupComplete: false }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Setup Required' })).toBeTruthy();
    expect(
      screen.getByText(
        'You need to complete Google Drive authorization and provide your Gemini API key before accessing the AI interface.',
      ),
    ).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('Redirecting to setup...')).toBeTruthy();
    expect(toasts.titles()).toEqual(['Setup Required']);
    expect(screen.queryByRole('heading', { name: 'Setup Complete!' })).toBeNull();

    await vi.advanceTimersByTimeAsync(500);
    expect(pathname()).toBe('/streamlit');
    await vi.advanceTimersByTimeAsync(500);
    await waitFor(() => expect(pathname()).toBe('/api-key'));
  });

  it('when the key status says 2 keys, then Setup Incomplete says 1 missing and /api-key opens after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const toasts = recordToasts();
    const { pathname } = renderLaunchPage({ 'GET /api/user/key-status': ok({ totalKeys: 2 }) });
    await waitFor(() => expect(toasts.titles()).toEqual(['Setup Incomplete']));
    expect(toasts.all[0]?.description).toBe('Missing 1 required key(s). Redirecting to setup.');

    await vi.advanceTimersByTimeAsync(1000);
    expect(pathname()).toBe('/streamlit');
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(pathname()).toBe('/api-key'));
  });

  it('when initialize answers 403, then the Setup Required state replaces Setup Complete! and /api-key opens after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const toasts = recordToasts();
    const { pathname } = renderLaunchPage({
      'POST /api/streamlit/initialize': fail(403, {
        url: null,
        message: 'Keys missing',
        requiresSetup: true,
      }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Setup Required' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Setup Complete!' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Launch Streamlit Interface|Initializing/ })).toBeNull();
    expect(toasts.all).toEqual([
      { title: 'Setup Required', description: 'Keys missing', variant: 'destructive' },
    ]);

    await vi.advanceTimersByTimeAsync(1000);
    expect(pathname()).toBe('/streamlit');
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(pathname()).toBe('/api-key'));
  });

  it('when the setup cannot be verified, then Access Error shows and /api-key opens after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const toasts = recordToasts();
    const { pathname } = renderLaunchPage({ 'GET /api/user/key-status': fail(500, { message: 'down' }) });
    await waitFor(() => expect(toasts.titles()).toEqual(['Access Error']));
    expect(toasts.all[0]?.description).toBe('Cannot verify your setup. Redirecting to configuration.');

    await vi.advanceTimersByTimeAsync(2000);
    expect(pathname()).toBe('/streamlit');
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(pathname()).toBe('/api-key'));
  });
});

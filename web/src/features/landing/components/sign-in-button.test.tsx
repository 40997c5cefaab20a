import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { toastStore } from '@/hooks/use-toast';
import { OAUTH_STATE_KEY } from '@/lib/authorization';
import { SignInButton } from './sign-in-button';

type Sent = { url: string; init: RequestInit };
let sent: Sent[];
let answer: () => Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  sent = [];
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return answer();
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

function renderButton() {
  render(
    <>
      <SignInButton label="Continue with Google" />
      <Toaster />
    </>,
  );
  return screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement;
}

const toasts = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

describe('SignInButton', () => {
  it('when pressed, then it asks for a sign-in address, keeps the state and sends the browser there', async () => {
    // A same-document address: jsdom can follow it, so the test sees where the browser was sent.
    const providerUrl = new URL('#google-consent', window.location.href).href;
    answer = async () =>
      json(200, { url: providerUrl, state: 'state-1', redirectUri: 'http://localhost/oauth-callback' });
    const user = userEvent.setup();
    const button = renderButton();
    await user.click(button);

    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/auth/authorization-url');
    expect(sent[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ purpose: 'signin' });
    expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBe('state-1');
    // The browser is on its way out; a second press must not start a second sign-in.
    expect(button.disabled).toBe(true);
  });

  it('when the server cannot start sign-in, then Authentication Failed shows its message and the button works again', async () => {
    answer = async () => json(503, { message: 'Google sign-in is not configured' });
    const user = userEvent.setup();
    const button = renderButton();
    await user.click(button);

    expect(await toasts().findByText('Authentication Failed')).toBeTruthy();
    expect(toasts().getByText('Google sign-in is not configured')).toBeTruthy();
    expect(button.disabled).toBe(false);
    expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBeNull();
  });

  it('when the failure has no message, then the toast says Please try again', async () => {
    answer = () => Promise.reject(new TypeError(''));
    const user = userEvent.setup();
    await user.click(renderButton());

    expect(await toasts().findByText('Authentication Failed')).toBeTruthy();
    expect(toasts().getByText('Please try again')).toBeTruthy();
  });
});

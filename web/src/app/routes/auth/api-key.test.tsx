import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, fail, fakeApi, jsonResponse, ok } from '@/testing/fake-api';
import { profileResponse } from '@/testing/profile';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { ApiKeyRoute } from './api-key';

async function renderSignedIn(
  storeKey?: FakeHandler,
  profile: FakeHandler = profileResponse(),
  geminiTier: FakeHandler = ok({ geminiTier: null, documentsPerCall: 20 }),
) {
  const api = fakeApi({
    'GET /api/auth/session-check': ok({ hasActiveSession: true }),
    'GET /api/user/profile': profile,
    'GET /api/user/gemini-tier': geminiTier,
  });
  if (storeKey) api.set('POST /api/user/gemini-key', storeKey);
  const view = renderRoute(<ApiKeyRoute />, { path: '/api-key' });
  const input = await screen.findByLabelText('Gemini API Key');
  return { api, input: input as HTMLInputElement, ...view };
}

const submitButton = () => screen.getByRole('button', { name: /Validate & Continue|Validating\.\.\./ });

describe('/api-key', () => {
  it("when Gemini's 429s named the stored key free tier, then the page says so with Google's rule and the daily limit in documents", async () => {
    await renderSignedIn(
      undefined,
      undefined,
      ok({
        geminiTier: { freeTier: true, requestsPerDay: 20, seenAt: '2026-11-27T10:00:00.000Z' },
        documentsPerCall: 20,
      }),
    );

    const note = await screen.findByRole('region', { name: 'Free tier' });

    expect(note.textContent).toContain('Your Gemini key is on the free tier');
    // 20 requests a day, 20 small documents a request (the server's packing rules).
    expect(note.textContent).toContain('so that is about 400 documents a day');
    expect(note.textContent).toContain('Google may use what Quarry sends to Gemini for you');
    expect(note.textContent).toContain('Gemini allows this key 20 requests a day for each model.');
  });

  it('when the stored key is not known to be on the free tier, then nothing is said of its tier', async () => {
    const { api } = await renderSignedIn();

    await waitFor(() => expect(api.callsTo('GET /api/user/gemini-tier').length).toBeGreaterThan(0));

    expect(screen.queryByRole('region', { name: 'Free tier' })).toBeNull();
  });

  it('when there is no session, then Authentication Required shows and / opens', async () => {
    const toasts = recordToasts();
    fakeApi({ 'GET /api/auth/session-check': ok({ hasActiveSession: false }) });
    const { pathname } = renderRoute(<ApiKeyRoute />, { path: '/api-key' });
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(toasts.all).toContainEqual({
      title: 'Authentication Required',
      description: 'Please log in to continue with setup.',
      variant: 'destructive',
    });
  });

  it('when signed in, then step 3 of 3 is current and the key studio link and tip show', async () => {
    await renderSignedIn();
    expect(screen.getByRole('heading', { name: 'Enter Gemini API' })).toBeTruthy();
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(current.textContent).toContain('Step 3: Enter Gemini API');
    expect(
      screen.getAllByRole('listitem').filter((item) => item.textContent?.includes('(done)')),
    ).toHaveLength(2);
    const studio = screen.getByRole('link', { name: 'Google AI Studio' });
    expect(studio.getAttribute('href')).toBe('https://aistudio.google.com/app/apikey');
    expect(screen.getByText('Quarry', { selector: 'strong' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Enter Gemini API | Quarry'));
  });

  it('when a team member opens it, then step 2 says it is not needed for them instead of showing a tick', async () => {
    await renderSignedIn(undefined, profileResponse({ userType: 'team_member' }));

    const steps = screen.getAllByRole('listitem');

    expect(steps.map((step) => step.textContent)).toEqual([
      'Step 1: Sign in with Google (done)',
      '2Step 2: Authorize Google Drive (not needed for team members)',
      '3Step 3: Enter Gemini API',
    ]);
  });

  it('when the key is blank, then the submit button is disabled; typing enables it', async () => {
    const user = userEvent.setup();
    const { input } = await renderSignedIn();
    expect(input.placeholder).toBe('Your Gemini API key begins with AIza...');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    await user.type(input, '   ');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    await user.type(input, 'AIza');
    expect(submitButton().hasAttribute('disabled')).toBe(false);
  });

  it('when the show toggle (which names the key input) is pressed, then the key is shown as text, and hidden again', async () => {
    const user = userEvent.setup();
    const { input } = await renderSignedIn();
    expect(input.type).toBe('password');
    expect(screen.getByRole('button', { name: 'Show API key' }).getAttribute('aria-controls')).toBe(input.id);
    await user.click(screen.getByRole('button', { name: 'Show API key' }));
    expect(input.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide API key' }));
    expect(input.type).toBe('password');
  });

  it('when an empty key is submitted anyway, then API Key Required shows and nothing is sent', async () => {
    const toasts = recordToasts();
    const { api, input } = await renderSignedIn();
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() =>
      expect(toasts.all).toEqual([
        {
          title: 'API Key Required',
          description: 'Please enter your Gemini API key to continue.',
          variant: 'destructive',
        },
      ]),
    );
    expect(api.callsTo('POST /api/user/gemini-key')).toHaveLength(0);
  });

  it('when a new creator submits a key, then it is trimmed, validated, and the chat opens', async () => {
    const toasts = recordToasts();
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const { api, input, pathname } = await renderSignedIn(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await user.type(input, '  AIzaSyExample  ');
    await user.click(submitButton());
    expect(submitButton().textContent).toBe('Validating...');
    expect(submitButton().hasAttribute('disabled')).toBe(true);

    answer(jsonResponse(200, { is_new_user: true, userType: 'creator', message: 'stored' }));
    await waitFor(() => expect(pathname()).toBe('/chat-interface'));
    expect(api.callsTo('POST /api/user/gemini-key').map((call) => call.body)).toEqual([
      { geminiApiKey: 'AIzaSyExample' },
    ]);
    expect(toasts.all).toEqual([
      {
        title: 'API Key Validated & Stored',
        description: 'API key validated and User Key generated. Zero access encryption active.',
        variant: undefined,
      },
    ]);
  });

  it('when a returning team member submits a key, then it is stored securely and the team dashboard opens', async () => {
    const toasts = recordToasts();
    const user = userEvent.setup();
    const { input, pathname } = await renderSignedIn(
      ok({ is_new_user: false, userType: 'team_member', message: 'stored' }),
    );
    await user.type(input, 'AIzaKey');
    await user.click(submitButton());
    await waitFor(() => expect(pathname()).toBe('/team-dashboard'));
    expect(toasts.all[0]?.description).toBe('API key validated and stored securely.');
  });

  it('when the server rejects the key, then Validation Failed shows the server message', async () => {
    const toasts = recordToasts();
    const user = userEvent.setup();
    const { input, pathname } = await renderSignedIn(fail(400, { message: 'API key not valid.' }));
    await user.type(input, 'AIzaBad');
    await user.click(submitButton());
    await waitFor(() =>
      expect(toasts.all).toEqual([
        { title: 'Validation Failed', description: 'API key not valid.', variant: 'destructive' },
      ]),
    );
    expect(pathname()).toBe('/api-key');
    expect(submitButton().textContent).toBe('Validate & Continue');
  });

  it('when the call fails without a message, then Validation Failed shows the default text', async () => {
    const toasts = recordToasts();
    const user = userEvent.setup();
    const { input } = await renderSignedIn(() => new Response('Bad Gateway', { status: 502 }));
    await user.type(input, 'AIzaKey');
    await user.click(submitButton());
    await waitFor(() =>
      expect(toasts.all[0]?.description).toBe(
        'Failed to validate API key. Please check your key and try again.',
      ),
    );
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { toastStore } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { ContactForm } from './contact-form';

const SCRIPT_URL = 'http://127.0.0.1:9100/recaptcha/api.js';
const SITE_KEY = 'site-key-1';

type Sent = { url: string; init: RequestInit };
let sent: Sent[];
let answerContact: () => Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  sent = [];
  answerContact = async () => json(200, { message: 'Message sent' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      if (url === '/api/public-config')
        return json(200, {
          recaptchaSiteKey: SITE_KEY,
          recaptchaScriptUrl: SCRIPT_URL,
          cardForm: { kind: 'emulator-page', setupPageUrl: 'http://127.0.0.1:9/stripe/setup' },
          folderPicker: { kind: 'emulator-page', pickerUrl: 'http://127.0.0.1:9/picker' },
        });
      if (url === '/api/contact') return answerContact();
      return json(404, { message: 'Not found' });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.grecaptcha;
  for (const script of Array.from(document.head.querySelectorAll('script'))) script.remove();
  toastStore.dismiss();
});

/** Stands in for the loaded v3 script: records what it was asked and answers with a token. */
function loadRecaptcha(
  execute = vi.fn(async (_siteKey: string, _options: { action: string }) => 'token-123'),
) {
  window.grecaptcha = { ready: (callback) => callback(), execute };
  return execute;
}

function renderForm() {
  const queryClient = createQueryClient(api.getQueryFn({ on401: 'throw' }));
  return render(
    <QueryClientProvider client={queryClient}>
      <ContactForm />
      <Toaster />
    </QueryClientProvider>,
  );
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Scheduling');
  await user.type(screen.getByLabelText('Message'), 'Can reports run hourly?');
}

function fieldValues() {
  return ['Name', 'Email', 'Subject', 'Message'].map(
    (label) => (screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement).value,
  );
}

const contactCalls = () => sent.filter((call) => call.url === '/api/contact');

function toastRegion() {
  return within(screen.getByRole('region', { name: 'Notifications (F8)' }));
}

describe('ContactForm', () => {
  it('when the public config arrives, then the reCAPTCHA script is loaded once with the site key as render', async () => {
    const first = renderForm();
    await waitFor(() => expect(document.head.querySelectorAll('script')).toHaveLength(1));
    expect(document.head.querySelector('script')?.src).toBe(`${SCRIPT_URL}?render=${SITE_KEY}`);

    first.unmount();
    renderForm();
    await waitFor(() => expect(sent.filter((call) => call.url === '/api/public-config')).toHaveLength(2));
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('when every field is required and the email is an email input, then the browser checks them', () => {
    renderForm();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true);
    }
    expect((screen.getByLabelText('Email') as HTMLInputElement).type).toBe('email');
    expect(screen.getByText('Protected by reCAPTCHA')).toBeTruthy();
  });

  it('when the fields are empty, then submitting sends nothing', async () => {
    const user = userEvent.setup();
    loadRecaptcha();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(contactCalls()).toHaveLength(0);
  });

  it("when a field holds only spaces, then the contract's message shows under it, tied to the field, and nothing is sent", async () => {
    const user = userEvent.setup();
    loadRecaptcha();
    renderForm();
    await fillForm(user);
    await user.clear(screen.getByLabelText('Subject'));
    await user.type(screen.getByLabelText('Subject'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toBe('Subject is required');
    const subject = screen.getByLabelText('Subject');
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(subject.getAttribute('aria-describedby')).toBe(problem.id);
    expect(contactCalls()).toHaveLength(0);
  });

  it('when reCAPTCHA has not loaded, then an error toast says so, nothing is sent and the fields stay', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const toasts = toastRegion();
    expect(await toasts.findByText('Error')).toBeTruthy();
    expect(toasts.getByText('reCAPTCHA not loaded. Please refresh and try again.')).toBeTruthy();
    expect(toasts.getByText('Error').closest('li')?.dataset.variant).toBe('destructive');
    expect(contactCalls()).toHaveLength(0);
    expect(fieldValues()).toEqual([
      'Ada Lovelace',
      'ada@example.com',
      'Scheduling',
      'Can reports run hourly?',
    ]);
  });

  it('when the message is sent, then it carries the fields and a contact_form token, and the fields clear', async () => {
    const user = userEvent.setup();
    const execute = loadRecaptcha();
    renderForm();
    await waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await toastRegion().findByText('Message Sent!')).toBeTruthy();
    expect(toastRegion().getByText("We'll get back to you within 24 hours.")).toBeTruthy();
    expect(execute).toHaveBeenCalledWith(SITE_KEY, { action: 'contact_form' });
    const [call] = contactCalls();
    expect(call?.init.method).toBe('POST');
    expect(JSON.parse(String(call?.init.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Scheduling',
      message: 'Can reports run hourly?',
      recaptchaToken: 'token-123',
    });
    expect(fieldValues()).toEqual(['', '', '', '']);
  });

  it('while the message is sending, then the button reads Sending... and is disabled', async () => {
    const user = userEvent.setup();
    loadRecaptcha();
    let answer: (response: Response) => void = () => {};
    answerContact = () => new Promise((resolve) => (answer = resolve));
    renderForm();
    await waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer(json(200, { message: 'Message sent' }));
    const idle = await screen.findByRole('button', { name: 'Send Message' });
    expect((idle as HTMLButtonElement).disabled).toBe(false);
  });

  it('when Send Message is clicked twice before the page re-renders, then one message is sent, with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    loadRecaptcha();
    renderForm();
    await waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
    await fillForm(user);
    const button = screen.getByRole('button', { name: 'Send Message' });

    // Two clicks in one task, as a fast double click lands before React shows the button disabled.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });

    expect(await toastRegion().findByText('Message Sent!')).toBeTruthy();
    expect(contactCalls()).toHaveLength(1);
    expect(new Headers(contactCalls()[0]?.init.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when the server refuses the message, then its error text is shown and the fields stay', async () => {
    const user = userEvent.setup();
    loadRecaptcha();
    answerContact = async () => json(400, { message: 'reCAPTCHA verification failed' });
    renderForm();
    await waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await toastRegion().findByText('reCAPTCHA verification failed')).toBeTruthy();
    expect(toastRegion().getByText('Error')).toBeTruthy();
    expect(fieldValues()).toEqual([
      'Ada Lovelace',
      'ada@example.com',
      'Scheduling',
      'Can reports run hourly?',
    ]);
  });

  it('when the network fails, then the error text is shown and the fields stay', async () => {
    const user = userEvent.setup();
    loadRecaptcha();
    answerContact = () => Promise.reject(new TypeError('Failed to fetch'));
    renderForm();
    await waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await toastRegion().findByText('Failed to fetch')).toBeTruthy();
    expect(fieldValues()).toEqual([
      'Ada Lovelace',
      'ada@example.com',
      'Scheduling',
      'Can reports run hourly?',
    ]);
  });

  it('when getting the token fails without a message, then the generic failure text is shown', async () => {
    const user = userEvent.setup();
    // Google's script rejects with null when it cannot make a token.
    loadRecaptcha(vi.fn(() => Promise.reject(null)));
    renderForm();
    await waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await toastRegion().findByText('Failed to send message. Please try again.')).toBeTruthy();
    expect(contactCalls()).toHaveLength(0);
    expect(fieldValues()[0]).toBe('Ada Lovelace');
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { toastStore } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { routes } from '../../router';

let sent: { url: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  // Consent already given, so the banner does not cover the pages under test.
  localStorage.setItem(
    'cookie_consent',
    JSON.stringify({ essential: true, analytics: false, marketing: false }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/public-config') {
        return Response.json({
          recaptchaSiteKey: 'k',
          recaptchaScriptUrl: 'http://127.0.0.1:9/recaptcha/api.js',
          cardForm: { kind: 'emulator-page', setupPageUrl: 'http://127.0.0.1:9/stripe/setup' },
          folderPicker: { kind: 'emulator-page', pickerUrl: 'http://127.0.0.1:9/picker' },
        });
      }
      return Response.json({ message: 'Sign-in is unavailable' }, { status: 503 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  toastStore.dismiss();
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient(api.getQueryFn({ on401: 'throw' }))}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;

describe('public pages', () => {
  it('when / opens, then it shows every section of the spec and the footer links', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    for (const id of ['features', 'security', 'how-it-works', 'pricing']) {
      expect(document.getElementById(id)).not.toBeNull();
    }
    const pricing = within(document.getElementById('pricing') as HTMLElement);
    expect(pricing.getByRole('heading', { name: 'Teams / Team Leader' })).toBeTruthy();
    expect(pricing.getByText('$25 per month, cancel anytime')).toBeTruthy();
    expect(screen.getAllByText('Free forever')).toHaveLength(2);
    const howItWorks = within(document.getElementById('how-it-works') as HTMLElement);
    expect(howItWorks.getAllByRole('listitem').map((step) => step.querySelector('h3')?.textContent)).toEqual([
      'Connect your Google Drive',
      'Add your AI key',
      'Start querying',
    ]);
    expect(screen.getByText('AES-256-GCM encryption at rest')).toBeTruthy();

    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(footer.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/privacy-policy',
      '/terms-of-service',
      '/contact-us',
      '/faq',
    ]);
    await waitFor(() => expect(document.title).toBe('AI research over your Google Drive | Quarry'));
  });

  it('when any sign-in button of / is pressed, then it starts Google sign-in, and a failure says so', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    const buttons = screen.getAllByRole('button', {
      name: /^(Get Started|Continue with Google|Get Started Free|Start with Teams|Get Started with Teams)$/,
    });
    expect(buttons).toHaveLength(7);

    for (const button of buttons) await user.click(button);

    await waitFor(() =>
      expect(sent.filter((call) => call.url === '/api/auth/authorization-url')).toHaveLength(7),
    );
    expect(sent.every((call) => (call.body as { purpose?: string }).purpose === 'signin')).toBe(true);
    const toasts = within(screen.getByRole('region', { name: 'Notifications (F8)' }));
    expect(await toasts.findByText('Authentication Failed')).toBeTruthy();
    expect(toasts.getByText('Sign-in is unavailable')).toBeTruthy();
  });

  it('when Features is chosen on another page, then / opens and scrolls to the features section', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    const user = userEvent.setup();
    const router = renderAt('/faq');
    const main = within(await screen.findByRole('navigation', { name: 'Main' }));
    await user.click(main.getByRole('link', { name: 'Features' }));

    expect(router.state.location).toMatchObject({ pathname: '/', hash: '#features' });
    await waitFor(() => expect(scrolled).toEqual(['features']));
  });

  it.each([
    ['/faq', 'Frequently Asked Questions'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/contact-us', 'Contact Us'],
  ])('when %s opens, then it has its own title, description and canonical address', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${title} | Quarry`));
    expect(canonical()).toBe(new URL(path, window.location.origin).href);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBeTruthy();
  });

  it('when /faq opens, then it ends with Still have questions? and a Contact Us button to /contact-us', async () => {
    renderAt('/faq');
    const prompt = (await screen.findByRole('heading', { name: 'Still have questions?' })).closest('section');
    expect(
      within(prompt as HTMLElement)
        .getByRole('link', { name: 'Contact Us' })
        .getAttribute('href'),
    ).toBe('/contact-us');
  });

  it('when /contact-us opens, then it promises an answer within 24 hours and shows both info cards', async () => {
    renderAt('/contact-us');
    expect(await screen.findByText(/respond within 24 hours/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Send a Message' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Feature Requests' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it('when /privacy-policy opens, then it states the legal points of the spec', async () => {
    renderAt('/privacy-policy');
    const privacy = (await screen.findByRole('article')).textContent ?? '';
    for (const point of [
      'encrypted at rest with per-user keys using a cloud key service',
      'your data is deleted within 30 days',
      'at least 13 years old',
      'we do not share it for marketing',
      'read-only',
      'your own agreement with Google',
      'essential cookie',
      "at least 30 days' notice of significant changes",
    ]) {
      expect(privacy).toContain(point);
    }
  });

  it('when /terms-of-service opens, then it states the legal points of the spec', async () => {
    renderAt('/terms-of-service');
    const terms = (await screen.findByRole('article')).textContent ?? '';
    for (const point of [
      'at least 13 years old',
      'Cancellation takes effect at the end of the billing period, and there is no refund for the current period',
      "30 days' notice of significant changes",
      'your data is deleted within 30 days',
      'read-only',
      'You bring your own Gemini API key',
    ]) {
      expect(terms).toContain(point);
    }
  });

  it('when /privacy-policy opens, then it says what deleting an account deletes, what it keeps and why, how long it takes, and what Download my data gives', async () => {
    renderAt('/privacy-policy');
    const privacy = (await screen.findByRole('article')).textContent ?? '';
    for (const point of [
      'choose Delete my account',
      'usually finishes within minutes, well inside the 30 days we promise',
      'Teams you alone administer are deleted with the reports shared in them',
      'Your subscription is cancelled at once, without a refund',
      "your e-mail address only, in two places. In the administrators' audit log",
      'so that those actions stay accountable',
      'handle each event from Stripe exactly once',
      'accounting and tax records the law requires',
      'Stripe also keeps its own records of your payments',
      'starts a new, empty account',
      'as JSON, with each report also as a Markdown file',
      'available for 24 hours',
    ]) {
      expect(privacy).toContain(point);
    }
  });

  it('when /terms-of-service opens, then deleting an account is said to cancel the subscription at once, without refund', async () => {
    renderAt('/terms-of-service');
    const terms = (await screen.findByRole('article')).textContent ?? '';
    expect(terms).toContain('Deleting your account cancels your subscription at once, with no refund');
  });

  it('when /faq opens, then it answers how to download one’s data and delete one’s account, and what is kept', async () => {
    const user = userEvent.setup();
    renderAt('/faq');
    await user.click(await screen.findByRole('button', { name: 'How do I get a copy of my data?' }));
    const copy = screen.getByRole('region', { name: 'How do I get a copy of my data?' }).textContent ?? '';
    expect(copy).toContain('as JSON, with each report also as a Markdown file');
    expect(copy).toContain('available for 24 hours');

    await user.click(screen.getByRole('button', { name: 'How do I delete my account, and what is kept?' }));
    const deletion =
      screen.getByRole('region', { name: 'How do I delete my account, and what is kept?' }).textContent ?? '';
    for (const point of [
      'type your e-mail address to confirm',
      'deleted within minutes, at the latest within the 30 days',
      'their members are told by e-mail',
      "Only your e-mail address is kept: in the administrators' audit log",
      'tax and accounting law',
      'Stripe keeps its own records of your payments',
    ]) {
      expect(deletion).toContain(point);
    }
  });

  it('when /faq opens, then its answers carry the figures of the spec', async () => {
    renderAt('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    const faq = document.querySelector('main')?.textContent ?? '';
    for (const figure of [
      'lists your files, reads their content and reads their metadata',
      'within 72 hours',
      'What does the $25 per month cover?',
      'about $0.075',
      'about $1.25 per million input tokens',
      '$5-20 per month',
    ]) {
      expect(faq).toContain(figure);
    }
  });

  it('when a public page opens without saved consent, then the cookie banner appears on it', async () => {
    localStorage.clear();
    renderAt('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    // The 1 second delay itself is checked with fake timers in the banner's own test.
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Cookie consent' }, { timeout: 3000 })).toBeTruthy();
  });
});

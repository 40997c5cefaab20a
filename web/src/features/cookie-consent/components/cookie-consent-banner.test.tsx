import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_SPACE_VAR } from '../hooks/use-banner-space';
import { BANNER_DELAY_MS } from '../hooks/use-cookie-consent';
import { CONSENT_DATE_KEY, CONSENT_KEY } from '../utils/consent-storage';
import { CookieConsentBanner } from './cookie-consent-banner';

const NOW = new Date('2026-03-04T05:06:07.000Z');

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

function renderBanner() {
  render(
    <MemoryRouter>
      <CookieConsentBanner />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

/** Lets the banner appear, then hands the clock back (user-event needs real timers) with a fixed date. */
function waitOutDelay() {
  act(() => {
    vi.advanceTimersByTime(BANNER_DELAY_MS);
  });
  vi.useRealTimers();
  vi.setSystemTime(NOW);
}

function savedConsent() {
  return JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null');
}

describe('CookieConsentBanner', () => {
  it('when no consent is saved, then the banner stays hidden for 1 second and then appears', () => {
    renderBanner();
    expect(banner()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(BANNER_DELAY_MS - 1);
    });
    expect(banner()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(banner()).not.toBeNull();
  });

  it('when consent was saved before, then the banner never appears', () => {
    localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ essential: true, analytics: false, marketing: false }),
    );
    renderBanner();
    act(() => {
      vi.advanceTimersByTime(BANNER_DELAY_MS * 10);
    });
    expect(banner()).toBeNull();
  });

  it('when what is saved is not a consent, then the banner asks again', () => {
    localStorage.setItem(CONSENT_KEY, '{"analytics": "yes"');
    renderBanner();
    waitOutDelay();
    expect(banner()).not.toBeNull();
  });

  it('when Accept All is pressed, then every category is saved as allowed with the ISO time and the banner closes', async () => {
    const user = renderBanner();
    waitOutDelay();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));

    expect(savedConsent()).toEqual({ essential: true, analytics: true, marketing: true });
    expect(localStorage.getItem(CONSENT_DATE_KEY)).toBe(NOW.toISOString());
    expect(banner()).toBeNull();
  });

  it('when the banner shows, then it tells the toasts how much of the screen’s foot it takes, and once closed that space is free again', async () => {
    const space = () => document.documentElement.style.getPropertyValue(BANNER_SPACE_VAR);
    const user = renderBanner();
    expect(space()).toBe('');

    waitOutDelay();
    const shown = space();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));

    expect(shown).toMatch(/^\d+px$/);
    expect(space()).toBe('');
  });

  it('when settings are opened, then essential is on and cannot be switched off', async () => {
    const user = renderBanner();
    waitOutDelay();
    await user.click(screen.getByRole('button', { name: 'Cookie Settings' }));

    const essential = screen.getByRole('switch', { name: 'Essential' }) as HTMLButtonElement;
    expect(essential.getAttribute('aria-checked')).toBe('true');
    expect(essential.disabled).toBe(true);
    await user.click(essential);
    expect(essential.getAttribute('aria-checked')).toBe('true');
  });

  it('when analytics is switched on and saved, then only analytics is allowed besides essential', async () => {
    const user = renderBanner();
    waitOutDelay();
    await user.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    const analytics = screen.getByRole('switch', { name: 'Analytics' });
    expect(analytics.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Marketing' }).getAttribute('aria-checked')).toBe('false');

    await user.click(analytics);
    expect(analytics.getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(savedConsent()).toEqual({ essential: true, analytics: true, marketing: false });
    expect(localStorage.getItem(CONSENT_DATE_KEY)).toBe(NOW.toISOString());
    expect(banner()).toBeNull();
  });

  it('when marketing is switched on and off again, then saving stores it as refused', async () => {
    const user = renderBanner();
    waitOutDelay();
    await user.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    const marketing = screen.getByRole('switch', { name: 'Marketing' });
    await user.click(marketing);
    await user.click(marketing);
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(savedConsent()).toEqual({ essential: true, analytics: false, marketing: false });
  });
});

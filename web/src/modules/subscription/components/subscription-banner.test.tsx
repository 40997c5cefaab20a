import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { inTimeZones } from '@/testing/time-zones';
import { SubscriptionBanner } from './subscription-banner';

function show(status: Parameters<typeof SubscriptionBanner>[0]['status'], showLink?: boolean) {
  return renderRoute(<SubscriptionBanner status={status} showLink={showLink} />, { path: '/share' });
}

describe('SubscriptionBanner', () => {
  it('when the subscription is canceled but still paid, then it names the end date and asks to reactivate, politely', () => {
    show({ hasAccess: true, reason: 'canceled_but_active', subscriptionEndsAt: '2026-12-24T12:00:00.000Z' });
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain(
      'Your subscription is canceled and will expire on December 24, 2026. Reactivate to continue sharing after this date.',
    );
    expect(screen.getByRole('link', { name: 'Manage subscription' }).getAttribute('href')).toBe('/subscribe');
  });

  it('when the browser is a zone away from UTC, then the end date is the day the Stripe portal shows (UTC)', () => {
    inTimeZones(['Asia/Tokyo', 'America/Los_Angeles'], (zone) => {
      const { unmount } = show({
        hasAccess: true,
        reason: 'canceled_but_active',
        subscriptionEndsAt: '2026-12-24T23:30:00.000Z',
      });
      expect(screen.getByRole('status').textContent, zone).toContain('will expire on December 24, 2026.');
      unmount();
    });
  });

  it('when the renewal payment failed, then it says so as an error', () => {
    show({ hasAccess: false, subscriptionStatus: 'past_due' });
    expect(screen.getByRole('alert').textContent).toContain(
      'Your payment failed. Please update your payment method to continue sharing reports.',
    );
  });

  it('when the subscription is unpaid, then it says so as an error', () => {
    show({ hasAccess: false, subscriptionStatus: 'unpaid' });
    expect(screen.getByRole('alert').textContent).toContain(
      'Your subscription is unpaid. Please update your payment method to share reports.',
    );
  });

  it('when there is no plan at all, then it offers the upgrade with a link to /subscribe', () => {
    show({ hasAccess: false });
    expect(screen.getByRole('status').textContent).toContain('Upgrade to share reports with your team.');
    expect(screen.getByRole('link', { name: 'Manage subscription' }).getAttribute('href')).toBe('/subscribe');
  });

  it('when access is active or complimentary, then nothing shows', () => {
    const { container } = show({ hasAccess: true, reason: 'active_subscription' });
    expect(container.innerHTML).toBe('');
    const granted = show({ hasAccess: true, reason: 'complimentary_access' });
    expect(granted.container.innerHTML).toBe('');
  });

  it('when shown where its own buttons already are, then it leaves the link out', () => {
    show({ hasAccess: false, subscriptionStatus: 'past_due' }, false);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

import { format } from 'date-fns';
import { inDisplayZone } from './time-zone';

/** The app's list dates ('MMM d, h:mm a', in the person's zone): chat sessions, report runs. */
export const DATE_TIME_FORMAT = 'MMM d, h:mm a';

/** A stored date as the lists show it; 'Unknown date' when it cannot be read. */
export function formatDateTime(date: string): string {
  try {
    return format(inDisplayZone(new Date(date)), DATE_TIME_FORMAT);
  } catch {
    return 'Unknown date';
  }
}

/** A day in words ('December 24, 2026'), in the person's zone: since when an access grant holds. */
export function formatLongDate(date: string): string {
  try {
    return format(inDisplayZone(new Date(date)), 'MMMM d, yyyy');
  } catch {
    return 'Unknown date';
  }
}

const BILLING_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * When a paid period ends ('December 24, 2026'), as Stripe's billing portal writes it: the day in
 * UTC, whatever the browser's zone, so Quarry and the portal name the same day (docs/decisions/README.md).
 * Checked 2026-11-27: Stripe's documentation does not state the portal's zone; a Stripe support
 * article (2023) and our Stripe emulator show UTC. Re-check against the live portal before launch.
 */
export function formatBillingDate(date: string): string {
  const at = new Date(date);
  return Number.isNaN(at.getTime()) ? 'Unknown date' : BILLING_DATE.format(at);
}

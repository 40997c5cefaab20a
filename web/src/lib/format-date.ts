import { format } from 'date-fns';

/** The app's list dates ('MMM d, h:mm a', local time): chat sessions, report runs. */
export const DATE_TIME_FORMAT = 'MMM d, h:mm a';

/** A stored date as the lists show it; 'Unknown date' when it cannot be read. */
export function formatDateTime(date: string): string {
  try {
    return format(new Date(date), DATE_TIME_FORMAT);
  } catch {
    return 'Unknown date';
  }
}

/** A day in words ('December 24, 2026'): when a paid plan ends. */
export function formatLongDate(date: string): string {
  try {
    return format(new Date(date), 'MMMM d, yyyy');
  } catch {
    return 'Unknown date';
  }
}

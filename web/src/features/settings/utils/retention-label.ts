export const RETENTION_MIN_DAYS = 1;
export const RETENTION_MAX_DAYS = 365;

/**
 * Spec part 2, validation rules: '1 day', 'N days' below 30, 'N months' (days / 30, rounded) below
 * 365, '1 year' at 365. One month is written in the singular.
 */
export function retentionLabel(days: number): string {
  if (days <= 1) return '1 day';
  if (days < 30) return `${days} days`;
  if (days < RETENTION_MAX_DAYS) {
    const months = Math.round(days / 30);
    return months === 1 ? '1 month' : `${months} months`;
  }
  return '1 year';
}

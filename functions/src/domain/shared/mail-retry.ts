/**
 * When an e-mail that failed may be tried again: 1, 2, 4 ... minutes after its nth failed attempt,
 * at most an hour. Shared by every e-mail the tick retries (scheduled deliveries, pause notices).
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

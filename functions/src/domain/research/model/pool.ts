import { AdaptiveLimit, mapAdaptive } from './adaptive-limit';

/** Runs `work` over `items` with at most `limit` at once; results keep the items' order. */
export function mapPool<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  return mapAdaptive(items, new AdaptiveLimit(limit, limit), work);
}

import { onTestFinished } from 'vitest';
import { type ToastItem, toastStore } from '@/hooks/use-toast';

export type RecordedToast = Pick<ToastItem, 'title' | 'description' | 'variant'>;

/**
 * Records every toast raised from now until the test ends, even one already replaced by the next
 * (the toaster shows one at a time). Toasts left over from earlier tests are ignored.
 */
export function recordToasts() {
  const earlier = new Set(toastStore.getSnapshot().map((item) => item.id));
  const seen = new Map<string, RecordedToast>();
  const unsubscribe = toastStore.subscribe(() => {
    for (const { id, title, description, variant } of toastStore.getSnapshot()) {
      if (!earlier.has(id)) seen.set(id, { title, description, variant });
    }
  });
  onTestFinished(unsubscribe);
  return {
    get all(): RecordedToast[] {
      return [...seen.values()];
    },
    titles: () => [...seen.values()].map((item) => item.title),
  };
}

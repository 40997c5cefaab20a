/** The app's toasts outside React (any caller, the API client included); hooks/use-toast.ts reads them in components. */
import type { ReactNode } from 'react';

// The toast constants of spec part 1 (sections 4 and 9), in one place.
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: ToastVariant;
  /** Overrides TOAST_DURATION_MS for this toast. */
  duration?: number;
  /**
   * How something the person did ended ('Report Queued', 'Query Complete'). With one toast on screen,
   * a later lesser toast does not replace it while it shows; a later outcome or error does.
   */
  outcome?: boolean;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

export type ToastStore = ReturnType<typeof createToastStore>;

/** Toast state outside React, so plain modules (the API client) can raise toasts too. */
export function createToastStore() {
  let toasts: ToastItem[] = [];
  let nextId = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function setToasts(next: ToastItem[]) {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function scheduleRemoval(id: string) {
    if (removalTimers.has(id)) return;
    const timer = setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS);
    removalTimers.set(id, timer);
  }

  /** Closes one toast, or all of them when no id is given. */
  function dismiss(id?: string) {
    for (const item of toasts) {
      if (id === undefined || item.id === id) scheduleRemoval(item.id);
    }
    setToasts(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  }

  /** A lesser toast arriving while an outcome shows: the person keeps reading the outcome. */
  function yieldsToShowing(input: ToastInput): boolean {
    if (input.outcome || input.variant === 'destructive') return false;
    return toasts.some((item) => item.open && item.outcome);
  }

  function toast(input: ToastInput) {
    nextId += 1;
    const id = String(nextId);
    if (yieldsToShowing(input)) return { id, dismiss: () => undefined, update: () => undefined };
    setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
    return {
      id,
      dismiss: () => dismiss(id),
      update: (changes: ToastInput) =>
        setToasts(toasts.map((item) => (item.id === id ? { ...item, ...changes } : item))),
    };
  }

  return {
    toast,
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const toastStore = createToastStore();
export const toast = toastStore.toast;

import { vi } from 'vitest';
import { WIDE_SCREEN_QUERY } from '@/lib/use-wide-screen';

/**
 * Gives jsdom a matchMedia that answers the wide-screen query as a phone (narrow) or a desktop
 * would, and can change its answer as a resized window does. Undo with vi.unstubAllGlobals().
 */
export function fakeScreenWidth(wide: boolean) {
  const listeners = new Set<() => void>();
  let matches = wide;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      media: query,
      get matches() {
        return query === WIDE_SCREEN_QUERY ? matches : false;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return {
    resize(toWide: boolean) {
      matches = toWide;
      for (const listener of listeners) listener();
    },
  };
}

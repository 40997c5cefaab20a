import { useCallback, useRef } from 'react';

/**
 * The CSS variable that says how much of the screen's foot the banner takes; the toasts stand above
 * it (components/ui/toast.tsx), so neither covers the other ('Account Deleted' lay over the
 * banner, which asks again once the deletion cleared this tab's storage).
 */
export const BANNER_SPACE_VAR = '--cookie-banner-space';

/** A ref for the banner: while it is mounted, BANNER_SPACE_VAR is its height from the screen's foot. */
export function useBannerSpace() {
  const stop = useRef<(() => void) | null>(null);
  return useCallback((banner: HTMLElement | null) => {
    stop.current?.();
    stop.current = null;
    const root = document.documentElement.style;
    if (!banner) {
      root.removeProperty(BANNER_SPACE_VAR);
      return;
    }
    const measure = () => {
      const space = Math.max(0, window.innerHeight - banner.getBoundingClientRect().top);
      root.setProperty(BANNER_SPACE_VAR, `${space}px`);
    };
    const resizes = new ResizeObserver(measure);
    resizes.observe(banner);
    window.addEventListener('resize', measure);
    measure();
    stop.current = () => {
      resizes.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
}

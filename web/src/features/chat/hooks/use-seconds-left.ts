import type { QuotaWait } from '@quarry/contracts/research';
import { useEffect, useState } from 'react';

/**
 * Seconds left of the wait Gemini asked for, counting down once a second from when the wait was
 * told (docs/decisions/research-pipeline.md: every wait has a live count). A new wait starts a new count.
 */
export function useSecondsLeft(wait: QuotaWait | undefined): number | undefined {
  const [left, setLeft] = useState<number | undefined>(wait?.seconds);
  useEffect(() => {
    if (!wait) {
      setLeft(undefined);
      return;
    }
    const started = Date.now();
    setLeft(wait.seconds);
    const timer = setInterval(() => {
      const next = Math.max(0, wait.seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [wait]);
  return left;
}

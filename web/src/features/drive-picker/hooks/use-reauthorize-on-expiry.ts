import { useEffect, useRef } from 'react';
import { startAuthorization } from '@/lib/authorization';
import { needsReauthorization, upgradeAuthorization } from '../flows/reauthorize';

/**
 * When the folder structure fails because the Drive authorization expired or lacks the needed
 * access, sends the user to re-authorize, once. Leaving the page first calls it off.
 */
export function useReauthorizeOnExpiry(error: unknown): void {
  const started = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    // StrictMode runs effects twice; one toast and one redirect are enough.
    if (started.current || !needsReauthorization(error)) return;
    started.current = true;
    void upgradeAuthorization({
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      start: async () => {
        if (mounted.current) await startAuthorization('drive');
      },
    });
  }, [error]);
}

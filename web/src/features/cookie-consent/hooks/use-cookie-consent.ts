import { useCallback, useEffect, useState } from 'react';
import { type ConsentChoices, readConsent, saveConsent } from '../utils/consent-storage';

/** Spec part 1: the banner appears 1 second after the page opens, when no consent is saved. */
export const BANNER_DELAY_MS = 1000;

export function useCookieConsent() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (readConsent() !== null) return;
    const timer = setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const save = useCallback((choices: ConsentChoices) => {
    saveConsent(choices);
    setVisible(false);
  }, []);

  const acceptAll = useCallback(() => save({ analytics: true, marketing: true }), [save]);

  return { visible, acceptAll, save };
}

import { z } from 'zod';

/** localStorage keys of spec part 1 (section 9). */
export const CONSENT_KEY = 'cookie_consent';
export const CONSENT_DATE_KEY = 'cookie_consent_date';

export const CookieConsent = z.object({
  // Essential cookies (the session) cannot be turned off.
  essential: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
});
export type CookieConsent = z.infer<typeof CookieConsent>;

export type ConsentChoices = Pick<CookieConsent, 'analytics' | 'marketing'>;

/** The saved consent, or null when none is saved or what is saved is not a consent we wrote. */
export function readConsent(storage: Storage = localStorage): CookieConsent | null {
  let raw: string | null;
  try {
    raw = storage.getItem(CONSENT_KEY);
  } catch {
    // Storage can be blocked (private modes, strict settings): behave as if nothing was saved.
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = CookieConsent.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Saves the choices with essential always on, and the time of consent as ISO text. */
export function saveConsent(
  choices: ConsentChoices,
  now: Date = new Date(),
  storage: Storage = localStorage,
): CookieConsent {
  const consent: CookieConsent = {
    essential: true,
    analytics: choices.analytics,
    marketing: choices.marketing,
  };
  try {
    storage.setItem(CONSENT_KEY, JSON.stringify(consent));
    storage.setItem(CONSENT_DATE_KEY, now.toISOString());
  } catch {
    // Unsaved consent only means the banner asks again next visit.
  }
  return consent;
}

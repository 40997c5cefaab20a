/** The locale when neither the person nor the browser names one Intl knows. */
export const FALLBACK_LOCALE = 'en-US';

function isKnown(locale: string | null | undefined): locale is string {
  if (!locale) return false;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0;
  } catch {
    return false;
  }
}

/**
 * The locale a person reads values in (docs/decisions/README.md): the one they chose, else their browser's
 * first language, else FALLBACK_LOCALE. It decides how an all-numeric date that could be either way
 * round is read ('03/04/2027': 4 March in en-US, 3 April in en-GB). Settings hold no locale yet; a
 * chosen one is passed in once they do, beside the time-zone rule.
 */
export function personLocale(chosen?: string | null): string {
  if (isKnown(chosen)) return chosen;
  const browser =
    typeof navigator === 'undefined' ? undefined : (navigator.languages?.[0] ?? navigator.language);
  return isKnown(browser) ? browser : FALLBACK_LOCALE;
}

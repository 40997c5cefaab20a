/**
 * 'Encryption Active' is said once per sign-in (docs/decisions/research-pipeline.md), not on every visit to the chat. The mark
 * lives in local storage, which logging out clears (spec part 1, Logout); each completed sign-in
 * clears it too, so the next sign-in hears it again even when the last one only expired.
 */
const SHOWN_KEY = 'encryption_notice_shown';

/** True the first time it is asked after a sign-in; false afterwards, in every tab. */
export function takeEncryptionNotice(): boolean {
  try {
    if (localStorage.getItem(SHOWN_KEY) === 'true') return false;
    localStorage.setItem(SHOWN_KEY, 'true');
  } catch {
    // Storage refused (a private window): saying it again is better than never.
  }
  return true;
}

/** A new sign-in: the next chat visit says it again. */
export function resetEncryptionNotice(): void {
  try {
    localStorage.removeItem(SHOWN_KEY);
  } catch {
    // Nothing was stored, so nothing to forget.
  }
}

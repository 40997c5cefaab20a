/**
 * Where to go after signing in, for a link that arrived while signed out (an e-mail's report link):
 * /login?returnTo=/report-execution/abc. Only a path of this app is ever followed; anything that
 * could leave the origin (//host, /\host, a scheme, an encoded slash or backslash, control
 * characters) is ignored and the usual destination is used instead.
 */
export const RETURN_TO_PARAM = 'returnTo';
/** Session storage key holding the path between leaving for Google and coming back. */
export const RETURN_PATH_KEY = 'return_to';
const MAX_LENGTH = 2048;
/** Returning to a sign-in page would only start the sign-in again. */
const SIGN_IN_PAGES = new Set(['/login', '/oauth-callback', '/oauth', '/drive-callback']);

function decodedOrNull(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** The same-origin path `raw` names, normalized, or null when it is anything else. */
export function safeReturnPath(
  raw: string | null | undefined,
  origin = window.location.origin,
): string | null {
  if (!raw || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // The URL parser drops tabs and newlines ('/\t/evil.com' would become '//evil.com').
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (/[\u0000-\u0020\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname.startsWith('//')) return null;
  const decoded = decodedOrNull(url.pathname);
  if (decoded === null || decoded.startsWith('//') || decoded.includes('\\')) return null;
  if (SIGN_IN_PAGES.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in entry that brings the browser back to `path` afterwards. */
export function loginHrefReturningTo(path: string): string {
  const safe = safeReturnPath(path);
  return safe ? `/login?${new URLSearchParams({ [RETURN_TO_PARAM]: safe })}` : '/login';
}

/** Keeps the path for the return from Google (or forgets a stale one when there is none). */
export function rememberReturnPath(raw: string | null | undefined): void {
  const safe = safeReturnPath(raw);
  if (safe) sessionStorage.setItem(RETURN_PATH_KEY, safe);
  else sessionStorage.removeItem(RETURN_PATH_KEY);
}

/** The path kept by rememberReturnPath, read once and checked again. */
export function takeReturnPath(): string | null {
  const saved = sessionStorage.getItem(RETURN_PATH_KEY);
  sessionStorage.removeItem(RETURN_PATH_KEY);
  return safeReturnPath(saved);
}

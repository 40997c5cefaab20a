import crypto from 'node:crypto';

/**
 * The signed token of a one-click unsubscribe link (docs/architecture/schedules-and-delivery.md): it names one share and one
 * address, needs no sign-in, and cannot be forged or pointed at another share without the key.
 */
export interface UnsubscribeClaim {
  sharedReportId: string;
  email: string;
}

function signature(key: string, payload: string): string {
  return crypto.createHmac('sha256', key).update(`unsubscribe.v1.${payload}`).digest('base64url');
}

export function signUnsubscribe(key: string, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(JSON.stringify({ s: claim.sharedReportId, e: claim.email })).toString(
    'base64url',
  );
  return `${payload}.${signature(key, payload)}`;
}

/** The claim of a genuine token; undefined for anything else (tampered, truncated, foreign). */
export function verifyUnsubscribe(key: string, token: string): UnsubscribeClaim | undefined {
  const [payload, given, extra] = token.split('.');
  if (!payload || !given || extra !== undefined) return undefined;
  const expected = Buffer.from(signature(key, payload));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return undefined;
  try {
    const { s, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (typeof s !== 'string' || typeof e !== 'string') return undefined;
    return { sharedReportId: s, email: e };
  } catch {
    return undefined;
  }
}

import crypto from 'node:crypto';
import { displayNameFor, SAMPLE_ACCOUNTS } from '../shared/accounts';

/** What Google knows about an account: the stable subject id and the profile claims. */
export interface Identity {
  sub: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
  picture: string;
}

/** Google subjects are 21-digit numbers that never change for an account; derive one from the e-mail. */
export function subjectFor(email: string): string {
  const digest = crypto.createHash('sha256').update(`quarry-emulator|${email}`).digest('hex');
  const digits = (BigInt(`0x${digest.slice(0, 24)}`) % 10n ** 20n).toString().padStart(20, '0');
  return `1${digits}`;
}

export function identityFor(rawEmail: string, baseUrl: string): Identity {
  const email = rawEmail.trim().toLowerCase();
  const name = displayNameFor(email);
  const [givenName = name, ...rest] = name.split(' ');
  const sub = subjectFor(email);
  const known = SAMPLE_ACCOUNTS.find((a) => a.email === email);
  return {
    sub,
    email,
    name,
    givenName,
    familyName: rest.join(' '),
    picture: known?.picture ?? `${baseUrl}/o/oauth2/avatar/${Buffer.from(email).toString('base64url')}`,
  };
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** A round avatar with initials, so profile pictures work with no external asset. */
export function avatarSvg(identity: Identity): string {
  const { name, sub } = identity;
  const initials = name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const hue = Number(BigInt(sub) % 360n);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="hsl(${hue},45%,45%)"/><text x="48" y="60" font-family="sans-serif" font-size="36" text-anchor="middle" fill="#fff">${initials}</text></svg>`;
}

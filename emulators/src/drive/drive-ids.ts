import crypto from 'node:crypto';

/**
 * Identifiers derived from stable facts (account and path, or content), so they survive an
 * emulator restart the way Drive's do, and look like Drive's: file ids are 33 URL-safe characters
 * starting with 1, root folder ids start with 0A and end in base64 "ROOT".
 */
const digest = (text: string): string => crypto.createHash('sha256').update(text).digest('base64url');

export function fileIdFor(email: string, relativePath: string): string {
  return `1${digest(`file\0${email.toLowerCase()}\0${relativePath}`).slice(0, 32)}`;
}

export function rootIdFor(email: string): string {
  return `0A${digest(`root\0${email.toLowerCase()}`).slice(0, 11)}Uk9PVA`;
}

export function permissionIdFor(email: string): string {
  const hex = crypto.createHash('sha256').update(email.toLowerCase()).digest('hex');
  return BigInt(`0x${hex.slice(0, 15)}`).toString();
}

/** Drive's `version` is a decimal int64; ours is taken from the content hash so it changes with it. */
export function versionFor(contentHash: string): string {
  return BigInt(`0x${contentHash.slice(0, 12)}`).toString();
}

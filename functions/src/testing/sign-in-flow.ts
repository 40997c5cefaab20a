import type { AuthPurpose } from '@quarry/contracts/auth';
import { BrowserSession } from './browser-session';
import { signInAtGoogle } from './google-sign-in';
import type { LocalStack } from './local-stack';

/** A Gemini key the emulator accepts (39 characters starting AIza). */
export const TEST_GEMINI_KEY = 'AIzaSyQuarryTestKey0123456789abcdefghij';

/** Runs one authorization the way the SPA does and posts the code back; returns that answer. */
export async function authorize(session: BrowserSession, email: string, purpose: AuthPurpose = 'signin') {
  const invited = purpose === 'team_member_signup' ? { invitedEmail: email } : {};
  const start = await session.call('POST', '/api/auth/authorization-url', { purpose, ...invited });
  if (start.status !== 200)
    throw new Error(`authorization-url (${purpose}) answered ${start.status}: ${JSON.stringify(start.json)}`);
  const back = await signInAtGoogle(String(start.json.url), email);
  const endpoint = {
    signin: 'unified-oauth',
    team_member_signup: 'unified-oauth',
    drive: 'unified-drive-oauth',
    'drive-file': 'drive-file-oauth',
    legacy: 'exchange-code',
  }[purpose];
  return session.call('POST', `/api/auth/${endpoint}`, {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
    redirectUri: String(start.json.redirectUri),
  });
}

/** A signed-in creator with Drive authorized and a Gemini key: ready to ask questions. */
export async function readyCreator(
  stack: { app: Pick<LocalStack['app'], 'url'> },
  email: string,
): Promise<BrowserSession> {
  return readySession(new BrowserSession(stack.app.url), email);
}

/** Makes `session` a signed-in creator with Drive authorized and a Gemini key. */
export async function readySession(session: BrowserSession, email: string): Promise<BrowserSession> {
  await authorize(session, email);
  await authorize(session, email, 'drive');
  const key = await session.call('POST', '/api/user/gemini-key', { geminiApiKey: TEST_GEMINI_KEY });
  if (key.status !== 200) throw new Error(`gemini-key answered ${key.status}: ${JSON.stringify(key.json)}`);
  return session;
}

import { OAuth2Client } from 'google-auth-library';

/**
 * Drives the emulator's sign-in pages the way a browser would: reads the HTML forms and submits
 * the one holding the clicked button, with its hidden fields and the button's own name/value.
 */
interface Form {
  action: string;
  fields: Record<string, string>;
  buttons: { text: string; name?: string; value?: string }[];
}

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function parseForms(html: string): Form[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, open = '', body = '']) => ({
    action: decodeEntities(attr(open, 'action') ?? ''),
    fields: Object.fromEntries(
      [...body.matchAll(/<input\b[^>]*>/g)].flatMap(([tag]) => {
        const name = attr(tag, 'name');
        return name ? [[name, decodeEntities(attr(tag, 'value') ?? '')]] : [];
      }),
    ),
    buttons: [...body.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)].map(([, b = '', text = '']) => ({
      text: decodeEntities(text.trim()),
      name: attr(b, 'name'),
      value: attr(b, 'value') === undefined ? undefined : decodeEntities(attr(b, 'value')!),
    })),
  }));
}

/** Clicks the button with this text; `typed` fills inputs first. Returns the raw (unfollowed) response. */
export async function clickButton(
  baseUrl: string,
  html: string,
  text: string,
  typed: Record<string, string> = {},
): Promise<Response> {
  const form = parseForms(html).find((f) => f.buttons.some((b) => b.text === text));
  if (!form) throw new Error(`No button '${text}' on the page`);
  const button = form.buttons.find((b) => b.text === text)!;
  const fields = { ...form.fields, ...typed };
  if (button.name) fields[button.name] = button.value ?? '';
  return fetch(new URL(form.action, baseUrl), {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

/** Follows the emulator's own 303 (account chosen -> consent page); returns the next page or redirect. */
export async function followWithinEmulator(baseUrl: string, response: Response): Promise<Response> {
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) return response;
  return fetch(new URL(location, baseUrl), { redirect: 'manual' });
}

export const TEST_CLIENT = {
  clientId: 'test-app',
  clientSecret: 'test-app-secret',
  redirectUri: 'http://127.0.0.1:5999/oauth-callback',
};

export async function registerTestClient(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/__control/oauth/clients`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      clientId: TEST_CLIENT.clientId,
      clientSecret: TEST_CLIENT.clientSecret,
      redirectUris: [TEST_CLIENT.redirectUri],
      name: 'Test App',
    }),
  });
  if (response.status !== 201) throw new Error(`Client registration failed: ${response.status}`);
}

export function googleClient(baseUrl: string, client = TEST_CLIENT): OAuth2Client {
  return new OAuth2Client({
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    redirectUri: client.redirectUri,
    endpoints: {
      oauth2AuthBaseUrl: `${baseUrl}/o/oauth2/v2/auth`,
      oauth2TokenUrl: `${baseUrl}/token`,
      oauth2RevokeUrl: `${baseUrl}/revoke`,
      tokenInfoUrl: `${baseUrl}/tokeninfo`,
      oauth2FederatedSignonPemCertsUrl: `${baseUrl}/oauth2/v1/certs`,
      oauth2FederatedSignonJwkCertsUrl: `${baseUrl}/oauth2/v3/certs`,
    },
  });
}

/** Signs in through the pages: pick the account, Allow if asked; returns the redirect's query. */
export async function signIn(baseUrl: string, authUrl: string, email: string): Promise<URLSearchParams> {
  const chooser = await (await fetch(authUrl)).text();
  let response = await followWithinEmulator(baseUrl, await clickButton(baseUrl, chooser, email));
  if (response.status === 200) {
    response = await clickButton(baseUrl, await response.text(), 'Allow');
  }
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`Expected a redirect, got ${response.status}`);
  return new URL(location).searchParams;
}

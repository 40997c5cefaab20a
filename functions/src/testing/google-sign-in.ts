/**
 * Plays the person at the emulated Google pages over plain HTTP: picks the account (the button
 * whose text is the e-mail), allows the consent page if shown, and returns the address Google
 * sends the browser back to. Backend tests use it; it knows the pages only through their HTML.
 */
interface Form {
  action: string;
  fields: Record<string, string>;
  buttons: { text: string; name?: string; value?: string }[];
}

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
const decodeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function forms(html: string): Form[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, open = '', body = '']) => ({
    action: decodeHtml(attr(open, 'action') ?? ''),
    fields: Object.fromEntries(
      [...body.matchAll(/<input\b[^>]*>/g)].flatMap(([tag]) => {
        const name = attr(tag, 'name');
        return name ? [[name, decodeHtml(attr(tag, 'value') ?? '')]] : [];
      }),
    ),
    buttons: [...body.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)].map(([, open = '', text = '']) => ({
      text: decodeHtml(text.replace(/<[^>]+>/g, '').trim()),
      name: attr(open, 'name'),
      value: attr(open, 'value'),
    })),
  }));
}

async function click(
  pageUrl: string,
  html: string,
  text: string,
  typed: Record<string, string> = {},
): Promise<Response | undefined> {
  const form = forms(html).find((f) => f.buttons.some((b) => b.text === text));
  const button = form?.buttons.find((b) => b.text === text);
  if (!form || !button) return undefined;
  const fields = { ...form.fields, ...typed, ...(button.name ? { [button.name]: button.value ?? '' } : {}) };
  return fetch(new URL(form.action, pageUrl), {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

export async function signInAtGoogle(authorizationUrl: string, email: string): Promise<URL> {
  let url = authorizationUrl;
  let response = await fetch(url, { redirect: 'manual' });
  for (let step = 0; step < 6; step++) {
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== new URL(authorizationUrl).origin) return next;
      url = next.href;
      response = await fetch(url, { redirect: 'manual' });
      continue;
    }
    const html = await response.text();
    // A sample account has its own button; any other address is typed into the Email field.
    const clicked =
      (await click(url, html, email)) ??
      (await click(url, html, 'Allow')) ??
      (await click(url, html, 'Continue', { email }));
    if (!clicked) throw new Error(`Nothing to click for ${email} on the Google page:\n${html.slice(0, 500)}`);
    response = clicked;
  }
  throw new Error('The emulated Google did not send the browser back');
}

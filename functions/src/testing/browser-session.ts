/**
 * A fetch that behaves like the SPA in a browser: same-origin (sends Origin), JSON bodies, and a
 * cookie jar holding the `__session` cookie the API sets. `base` is where requests go when that is
 * not the page's origin (the Functions emulator's `api` URL, standing in for Hosting's rewrite).
 */
export class BrowserSession {
  cookie: string | undefined;

  constructor(
    private readonly origin: string,
    private readonly base: string = origin,
  ) {}

  /** The raw response (for streams); the session cookie is kept as with `call`. */
  async raw(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { origin: this.origin, ...extraHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookie) headers.cookie = this.cookie;
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (name === '__session') this.cookie = value ? `__session=${value}` : undefined;
    }
    return response;
  }

  async call(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }> {
    const response = await this.raw(method, path, body, extraHeaders);
    const text = await response.text();
    return {
      status: response.status,
      json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      headers: response.headers,
    };
  }
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type RunningEmulators, startEmulators } from '../server';

export const DAY = 86_400;

export interface StripeKit extends RunningEmulators {
  stripe: Stripe;
  control: (path: string, body?: unknown) => Promise<Record<string, unknown>>;
  advance: (seconds: number) => Promise<{ now: number; events: { id: string; type: string }[] }>;
}

/** The emulators on a random port and the real Stripe SDK pointed at them. */
export async function startStripeKit(stateDir?: string): Promise<StripeKit> {
  const running = await startEmulators({ port: 0, stateDir });
  const stripe = new Stripe('sk_test_quarry_emulator', {
    host: '127.0.0.1',
    port: Number(new URL(running.url).port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  const control = async (path: string, body?: unknown) => {
    const response = await fetch(`${running.url}/__control/stripe/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Record<string, unknown>;
  };
  const advance = async (seconds: number) =>
    (await control('advance', { seconds })) as unknown as {
      now: number;
      events: { id: string; type: string }[];
    };
  return { ...running, stripe, control, advance };
}

/** A customer with a saved default card (a Stripe test token such as `pm_card_visa`). */
export async function customerWithCard(stripe: Stripe, token: string, email = 'sam.rivera@northwind.test') {
  const customer = await stripe.customers.create({ email, name: 'Sam Rivera' });
  const pm = await stripe.paymentMethods.attach(token, { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
  return { customer, pm };
}

export interface ReceivedWebhook {
  body: string;
  signature: string;
}

/** A local HTTP server standing in for the app's webhook route; `failFirst` answers 500 that often. */
export async function startWebhookReceiver(failFirst = 0) {
  const received: ReceivedWebhook[] = [];
  let failures = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (failures < failFirst) {
        failures += 1;
        res.writeHead(500).end('not yet');
        return;
      }
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['stripe-signature']),
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/stripe/webhook`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The form on an emulator page that holds the given button: where it posts and its fields. */
export function formWithButton(html: string, button: string): { action: string; fields: URLSearchParams } {
  const forms = html.match(/<form[\s\S]*?<\/form>/g) ?? [];
  const form = forms.find((candidate) => candidate.includes(`>${button}</button>`));
  if (!form) throw new Error(`No form with a '${button}' button`);
  const action = /action="([^"]+)"/.exec(form)?.[1] ?? '';
  const fields = new URLSearchParams();
  for (const input of form.match(/<input[^>]*>/g) ?? []) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name) fields.set(name, decodeEntities(/value="([^"]*)"/.exec(input)?.[1] ?? ''));
  }
  return { action, fields };
}

function decodeEntities(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

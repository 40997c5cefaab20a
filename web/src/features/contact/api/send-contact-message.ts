import { type ContactRequest, ContactResponse } from '@quarry/contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ContactFields = Omit<ContactRequest, 'recaptchaToken'>;

export function sendContactMessage(message: ContactRequest, idempotencyKey?: string) {
  return api.request('POST', '/api/contact', { body: message, schema: ContactResponse, idempotencyKey });
}

/** Sends the form; the bot-check token is fetched just before sending, as tokens expire quickly. */
export function useSendContactMessage({ getRecaptchaToken }: { getRecaptchaToken: () => Promise<string> }) {
  return useMutation({
    mutationFn: async ({ fields, key }: { fields: ContactFields; key: string }) =>
      sendContactMessage({ ...fields, recaptchaToken: await getRecaptchaToken() }, key),
  });
}

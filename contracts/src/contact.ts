import { z } from 'zod';
import { nonBlankText } from './blank-text';

export const ContactRequest = z.object({
  name: nonBlankText('Name is required').max(200),
  email: z.string().trim().pipe(z.email('A valid email is required')).pipe(z.string().max(320)),
  subject: nonBlankText('Subject is required').max(300),
  message: nonBlankText('Message is required').max(10_000),
  // Google's tokens are URL-safe base64; anything else is refused before Google is asked.
  recaptchaToken: z
    .string()
    .min(1, { error: 'reCAPTCHA token is required', abort: true })
    .regex(/^[A-Za-z0-9_-]{1,4096}$/, 'reCAPTCHA token is not valid'),
});
export type ContactRequest = z.infer<typeof ContactRequest>;
export const ContactResponse = z.object({ message: z.string() });

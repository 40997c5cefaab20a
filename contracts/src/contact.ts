import { z } from 'zod';

export const ContactRequest = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.string().trim().pipe(z.email('A valid email is required')).pipe(z.string().max(320)),
  subject: z.string().trim().min(1, 'Subject is required').max(300),
  message: z.string().trim().min(1, 'Message is required').max(10_000),
  recaptchaToken: z.string().min(1, 'reCAPTCHA token is required'),
});
export type ContactRequest = z.infer<typeof ContactRequest>;
export const ContactResponse = z.object({ message: z.string() });

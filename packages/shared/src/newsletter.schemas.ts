// The footer's newsletter sign-up.
import { z } from 'zod';

export const NEWSLETTER_THANKS = 'Thanks for subscribing! Look out for our best deals in your inbox.';

export const newsletterRequestSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address')),
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

export const newsletterResponseSchema = z.object({ message: z.string() });

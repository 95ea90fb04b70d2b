import { z } from 'zod';
import './validation.ts';

/** What the browser may know of the server's configuration. */
export const PublicConfigSchema = z.object({
  appName: z.string(),
  supportEmail: z.string(),
  paymentProvider: z.enum(['test', 'stripe']),
  stripePublishableKey: z.string().nullable(),
  aiProvider: z.enum(['demo', 'openai', 'openai-compatible']),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/** Payment endpoints keep the names and shapes of docs/product/specification.md §7; userId is accepted and checked, never trusted. */
import { z } from 'zod';
import './validation.ts';
import { PlanIdSchema } from './auth.schemas.ts';

const OptionalUserId = z.string().max(100).optional();

export const CreateSubscriptionInputSchema = z.object({
  paymentMethodId: z.string().min(1).max(200),
  priceId: z.string().min(1).max(200),
  plan: z.enum(['basic', 'premium', 'monthly', 'annual']),
  userId: OptionalUserId,
});
export type CreateSubscriptionInput = z.infer<typeof CreateSubscriptionInputSchema>;

export const CreateSubscriptionResponseSchema = z.object({
  status: z.enum(['active', 'requires_action']),
  client_secret: z.string().optional(),
});

export const CreateTokenPurchaseInputSchema = z.object({
  inputAmount: z.number(),
  outputAmount: z.number(),
  price: z.number(),
  userId: OptionalUserId,
});
export type CreateTokenPurchaseInput = z.infer<typeof CreateTokenPurchaseInputSchema>;

export const CreateTokenPurchaseResponseSchema = z.object({ sessionId: z.string(), url: z.string() });

export const CancelSubscriptionInputSchema = z.object({ userId: OptionalUserId });

const BillingPlanSchema = z.object({
  id: PlanIdSchema,
  label: z.string(),
  price: z.number(),
  priceId: z.string(),
  monthlyInputTokens: z.number(),
  monthlyOutputTokens: z.number(),
});
export const BillingPlansResponseSchema = z.object({
  provider: z.enum(['test', 'stripe']),
  plans: z.array(BillingPlanSchema),
  topUp: z.object({ price: z.number(), inputTokens: z.number(), outputTokens: z.number() }),
});
export type BillingPlans = z.infer<typeof BillingPlansResponseSchema>;

/** Local test provider: the card form sends the card to our server (never in Stripe mode). */
export const TestPaymentMethodInputSchema = z.object({
  number: z.string().max(30),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/),
});
export const TestPaymentMethodResponseSchema = z.object({ id: z.string() });

export const TestConfirmInputSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  outcome: z.enum(['succeed', 'fail']),
});

export const TestCheckoutSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  price: z.number(),
  inputTokens: z.number(),
  outputTokens: z.number(),
});
export const TestCheckoutResultSchema = z.object({ redirectUrl: z.string() });

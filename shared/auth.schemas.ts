import { z } from 'zod';

/** The auth context of spec §3, as `GET /api/auth/me` returns it. */
export const SubscriptionStatusSchema = z.enum(['inactive', 'active', 'past_due', 'cancelled']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const PlanIdSchema = z.enum(['basic', 'premium']);
export type PlanId = z.infer<typeof PlanIdSchema>;

export const AuthUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
});

export const UserProfileSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  profession: z.string(),
  companyName: z.string(),
  billingAddress: z.string(),
  personalAddress: z.string(),
  rppsNumber: z.string(),
  hasActiveSubscription: z.boolean(),
  subscriptionStatus: SubscriptionStatusSchema,
  subscriptionPlan: PlanIdSchema.nullable(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const SubscriptionDataSchema = z.object({
  plan: PlanIdSchema,
  price: z.number(),
  status: SubscriptionStatusSchema,
  nextBillingDate: z.string().nullable(),
  accessEndDate: z.string().nullable(),
});
export type SubscriptionData = z.infer<typeof SubscriptionDataSchema>;

export const MeResponseSchema = z.object({
  user: AuthUserSchema.nullable(),
  userProfile: UserProfileSchema.nullable(),
  hasActiveSubscription: z.boolean(),
  subscriptionData: SubscriptionDataSchema.nullable(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const SIGNED_OUT: MeResponse = { user: null, userProfile: null, hasActiveSubscription: false, subscriptionData: null };

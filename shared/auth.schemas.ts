import { z } from 'zod';
import './validation.ts';
import { AUTH_MESSAGES as M } from './messages/auth.ts';
import { checkRpps, normalizeRpps } from './rpps.ts';

export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 128;
export const PROFESSIONS = ['Psychologue', 'Neuropsychologue'] as const;

const required = (max: number, tooLong: string = M.fieldTooLong) =>
  z.string({ message: M.registerFieldsRequired }).trim().min(1, M.registerFieldsRequired).max(max, tooLong);

const EmailSchema = z
  .string({ message: M.invalidEmail })
  .trim()
  .max(254, M.invalidEmail)
  .pipe(z.email({ message: M.invalidEmail }))
  .transform((email) => email.toLowerCase());

const RppsSchema = z
  .string({ message: M.registerFieldsRequired })
  .max(40, M.rppsFormat)
  .transform(normalizeRpps)
  .superRefine((value, ctx) => {
    const problem = checkRpps(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem === 'format' ? M.rppsFormat : M.rppsChecksum });
  });

const PasswordSchema = z
  .string({ message: M.registerFieldsRequired })
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

export const RegisterInputSchema = z.object({
  name: required(200, M.nameTooLong),
  email: EmailSchema,
  password: PasswordSchema,
  profession: z.enum(PROFESSIONS, { message: M.registerFieldsRequired }),
  companyName: required(200),
  billingAddress: required(500),
  personalAddress: required(500),
  rppsNumber: RppsSchema,
  acceptTerms: z.literal(true, { message: M.termsRequired }),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

export const LoginInputSchema = z.object({
  email: z.string({ message: M.loginFieldsRequired }).trim().min(1, M.loginFieldsRequired).max(254, M.invalidEmail).pipe(EmailSchema),
  password: z.string({ message: M.loginFieldsRequired }).min(1, M.loginFieldsRequired).max(PASSWORD_MAX_LENGTH, M.invalidCredentials),
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.input<typeof LoginInputSchema>;

export const ForgotPasswordInputSchema = z.object({
  email: z.string({ message: M.forgotEmailRequired }).trim().min(1, M.forgotEmailRequired).pipe(EmailSchema),
});

export const ResetPasswordInputSchema = z.object({
  token: z.string().min(20, M.invalidResetToken).max(200, M.invalidResetToken),
  password: PasswordSchema,
});

export const DeleteAccountInputSchema = z.object({
  password: z.string().min(1, M.wrongPassword).max(PASSWORD_MAX_LENGTH, M.wrongPassword),
});

const SessionInfoSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export const SessionListSchema = z.object({ sessions: z.array(SessionInfoSchema) });
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

/** The auth context of docs/product/specification.md §3, as `GET /api/auth/me` returns it. */
const SubscriptionStatusSchema = z.enum(['inactive', 'active', 'past_due', 'cancelled']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const PlanIdSchema = z.enum(['basic', 'premium']);
export type PlanId = z.infer<typeof PlanIdSchema>;

const AuthUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
});

const UserProfileSchema = z.object({
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

const SubscriptionDataSchema = z.object({
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

/** Two-factor sign-in (docs/security/two-factor.md). */
const TwoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true) });
export const LoginResponseSchema = z.union([TwoFactorRequiredSchema, MeResponseSchema]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

const TwoFactorCodeSchema = z.string({ message: M.invalidTwoFactorCode }).trim().min(6, M.invalidTwoFactorCode).max(20, M.invalidTwoFactorCode);
export const TwoFactorCodeInputSchema = z.object({ code: TwoFactorCodeSchema });
export const TwoFactorBeginInputSchema = DeleteAccountInputSchema;
export const TwoFactorDisableInputSchema = z.object({
  password: z.string().min(1, M.wrongPassword).max(PASSWORD_MAX_LENGTH, M.wrongPassword),
  code: TwoFactorCodeSchema,
});
export const TwoFactorStatusSchema = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });
export const TwoFactorSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string(), qrCode: z.string() });
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

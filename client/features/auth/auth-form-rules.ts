/**
 * The form-level checks of docs/product/specification.md §5, in its order, each returning its exact message.
 * What it orders explicitly (required fields first, then matching passwords) is checked
 * here; everything else comes from the same shared zod schemas the server validates with.
 */
import type { z } from 'zod';
import { AUTH_MESSAGES as M } from '#shared/messages/auth.ts';
import { ForgotPasswordInputSchema, LoginInputSchema, PASSWORD_MIN_LENGTH, RegisterInputSchema } from '#shared/auth.schemas.ts';

/** The first message of the shared schema's verdict, or null when the values pass. */
function firstIssue(schema: z.ZodType, values: unknown): string | null {
  const result = schema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (value: string | undefined) => !value || value.trim() === '';

export function checkLoginForm(values: { email: string; password: string }): string | null {
  if (blank(values.email) || !values.password) return M.loginFieldsRequired;
  return firstIssue(LoginInputSchema, values);
}

export interface RegisterFormValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  profession: string;
  companyName: string;
  billingAddress: string;
  personalAddress: string;
  rppsNumber: string;
  acceptTerms: boolean;
}

export function checkRegisterForm(values: RegisterFormValues): string | null {
  const required = [values.name, values.email, values.password, values.profession, values.companyName, values.billingAddress, values.personalAddress, values.rppsNumber];
  if (required.some(blank)) return M.registerFieldsRequired;
  if (!EMAIL_PATTERN.test(values.email.trim())) return M.invalidEmail;
  if (values.password !== values.confirmPassword) return M.passwordsMismatch;
  const { confirmPassword: _confirm, ...input } = values;
  return firstIssue(RegisterInputSchema, input);
}

export function checkForgotForm(values: { email: string }): string | null {
  return firstIssue(ForgotPasswordInputSchema, values);
}

export function checkNewPassword(values: { password: string; confirmPassword: string }): string | null {
  if (!values.password || !values.confirmPassword) return M.registerFieldsRequired;
  if (values.password !== values.confirmPassword) return M.passwordsMismatch;
  if (values.password.length < PASSWORD_MIN_LENGTH) return M.passwordTooShort;
  return null;
}

/**
 * The strength check of docs/security/sign-in.md, in the browser: the dictionaries (≈ 1 MB)
 * are a separate chunk fetched on the first check, never part of the home page. If the chunk
 * cannot load, the server (which runs the same check) decides.
 */
export async function checkPasswordStrength(password: string, userInputs: string[]): Promise<string | null> {
  try {
    const { isWeakPassword } = await import('#shared/password-strength.ts');
    return (await isWeakPassword(password, userInputs)) ? M.weakPassword : null;
  } catch {
    return null;
  }
}

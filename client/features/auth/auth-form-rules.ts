/**
 * The form-level checks of spec §5, in the spec's order, each returning its exact message.
 * The server checks the same rules again with the shared schemas.
 */
import { AUTH_MESSAGES as M } from '#shared/messages/auth.ts';
import { PASSWORD_MIN_LENGTH } from '#shared/auth.schemas.ts';
import { checkRpps } from '#shared/rpps.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (value: string | undefined) => !value || value.trim() === '';

export function checkLoginForm(values: { email: string; password: string }): string | null {
  if (blank(values.email) || !values.password) return M.loginFieldsRequired;
  if (!EMAIL_PATTERN.test(values.email.trim())) return M.invalidEmail;
  return null;
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
  if (values.password.length < PASSWORD_MIN_LENGTH) return M.passwordTooShort;
  const rpps = checkRpps(values.rppsNumber);
  if (rpps) return rpps === 'format' ? M.rppsFormat : M.rppsChecksum;
  if (!values.acceptTerms) return M.termsRequired;
  return null;
}

export function checkForgotForm(values: { email: string }): string | null {
  if (blank(values.email)) return M.forgotEmailRequired;
  if (!EMAIL_PATTERN.test(values.email.trim())) return M.invalidEmail;
  return null;
}

export function checkNewPassword(values: { password: string; confirmPassword: string }): string | null {
  if (!values.password || !values.confirmPassword) return M.registerFieldsRequired;
  if (values.password !== values.confirmPassword) return M.passwordsMismatch;
  if (values.password.length < PASSWORD_MIN_LENGTH) return M.passwordTooShort;
  return null;
}

import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '#shared/messages/auth.ts';
import { checkForgotForm, checkLoginForm, checkPasswordStrength, checkRegisterForm, type RegisterFormValues } from './auth-form-rules.ts';

const valid: RegisterFormValues = {
  name: 'Claire Martin',
  email: 'claire@cabinet.fr',
  password: 'Clinique-Metz-2026',
  confirmPassword: 'Clinique-Metz-2026',
  profession: 'Psychologue',
  companyName: 'Cabinet Martin',
  billingAddress: '12 rue Serpenoise, 57000 Metz',
  personalAddress: '4 allée des Tilleuls, 57070 Metz',
  rppsNumber: '10000000009',
  acceptTerms: true,
};

describe('docs/product/specification.md §5 form rules', () => {
  it('login needs both fields', () => {
    expect(checkLoginForm({ email: '', password: 'x' })).toBe('Veuillez remplir tous les champs');
    expect(checkLoginForm({ email: 'a@b.fr', password: '' })).toBe('Veuillez remplir tous les champs');
    expect(checkLoginForm({ email: 'a@b.fr', password: 'x' })).toBeNull();
  });

  it.each([
    [{ companyName: '' }, 'Veuillez remplir tous les champs obligatoires'],
    [{ rppsNumber: ' ' }, 'Veuillez remplir tous les champs obligatoires'],
    [{ confirmPassword: 'autre' }, 'Les mots de passe ne correspondent pas'],
    [{ password: 'abc', confirmPassword: 'abc' }, 'Le mot de passe doit comporter au moins 6 caractères'],
    [{ acceptTerms: false }, "Vous devez accepter les conditions d'utilisation"],
    [{ rppsNumber: '10000000001' }, M.rppsChecksum],
    [{ rppsNumber: '1000000000' }, M.rppsFormat],
  ])('registration %o → %s', (override, message) => {
    expect(checkRegisterForm({ ...valid, ...override })).toBe(message);
  });

  it('accepts a complete registration', () => {
    expect(checkRegisterForm(valid)).toBeNull();
  });

  it('forgot password needs an e-mail', () => {
    expect(checkForgotForm({ email: '' })).toBe('Veuillez entrer votre adresse email');
    expect(checkForgotForm({ email: 'pas-un-email' })).toBe("L'adresse email n'est pas valide.");
  });
});

describe('password strength in the browser (docs/security/sign-in.md)', () => {
  it.each(['Abc12!', 'qwertz123', 'Summer2024!'])('refuses %s with the French message', async (password) => {
    expect(await checkPasswordStrength(password, [])).toBe(M.weakPassword);
  });

  it('accepts a long passphrase', async () => {
    expect(await checkPasswordStrength('Lavande-Orage-42', [])).toBeNull();
  });
});

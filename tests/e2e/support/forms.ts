import type { Page } from 'playwright-core';
import type { RegisterInput } from '#shared/auth.schemas.ts';
import { AUTH_UI } from '#shared/messages/auth.ts';

const R = AUTH_UI.register;

/** Fills every field of /register like a user would (the terms box included unless told otherwise). */
export async function fillRegistrationForm(page: Page, input: RegisterInput, { acceptTerms = true } = {}): Promise<void> {
  await page.getByLabel(R.name).fill(input.name);
  await page.getByLabel(R.email).fill(input.email);
  await page.getByLabel(R.password, { exact: true }).fill(input.password);
  await page.getByLabel(R.confirmPassword).fill(input.password);
  await page.getByLabel(R.profession, { exact: true }).selectOption(input.profession);
  await page.getByLabel(R.rppsNumber).fill(input.rppsNumber);
  await page.getByLabel(R.companyName).fill(input.companyName);
  await page.getByLabel(R.billingAddress).fill(input.billingAddress);
  await page.getByLabel(R.personalAddress).fill(input.personalAddress);
  if (acceptTerms) await page.getByRole('checkbox').check();
}

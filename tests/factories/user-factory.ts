import { randomBytes } from 'node:crypto';
import type { RegisterInput } from '#shared/auth.schemas.ts';
import { luhnIsValid } from '#shared/rpps.ts';

/** A valid RPPS number: ten digits and their Luhn key. */
export function validRpps(prefix = '1000000'): string {
  const base = (prefix + randomBytes(4).readUInt32BE(0).toString().padStart(10, '0')).slice(0, 10);
  for (let key = 0; key <= 9; key++) {
    if (luhnIsValid(base + key)) return base + key;
  }
  throw new Error('unreachable');
}

export function buildRegisterInput(overrides: Partial<RegisterInput> = {}): RegisterInput {
  const id = randomBytes(4).toString('hex');
  return {
    name: 'Claire Martin',
    email: `claire.${id}@cabinet-test.fr`,
    password: 'Clinique-Metz-2026',
    profession: 'Neuropsychologue',
    companyName: 'Cabinet de neuropsychologie Martin',
    billingAddress: '12 rue Serpenoise, 57000 Metz',
    personalAddress: '4 allée des Tilleuls, 57070 Metz',
    rppsNumber: validRpps(),
    acceptTerms: true,
    ...overrides,
  };
}

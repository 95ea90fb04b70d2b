/**
 * RPPS numbers (Répertoire partagé des professionnels de santé): 11 digits, the last one a
 * Luhn check digit over the first ten (docs/product/decisions.md, §2).
 */
export type RppsProblem = 'format' | 'checksum';

export function luhnIsValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Spaces are tolerated when typing; the stored form is the 11 digits. */
export function normalizeRpps(value: string): string {
  return value.replace(/[\s.]/g, '');
}

export function checkRpps(value: string): RppsProblem | null {
  const digits = normalizeRpps(value);
  if (!/^\d{11}$/.test(digits)) return 'format';
  return luhnIsValid(digits) ? null : 'checksum';
}

import { describe, expect, it } from 'vitest';
import { FICHES_MESSAGES } from '../fiches.ts';
import { ABOUT_MESSAGES } from './about.ts';
import { COMPANY_LEGAL } from './company.ts';
import { CONTACT_MESSAGES, CONTACT_SUBJECTS } from './contact.ts';
import { FAQ_CATEGORIES, FAQ_CATEGORY_META, FAQ_ITEMS, FAQ_MESSAGES } from './faq.ts';
import { HOME_MESSAGES } from './home.ts';
import { CGU, CGV, TERMS_MESSAGES } from './terms.ts';

/** The exact strings of docs/product/specification.md are kept as it writes them (plain spaces, straight apostrophes). */
const SPEC_STRINGS = new Set<string>([
  CONTACT_MESSAGES.required,
  CONTACT_MESSAGES.successTitle,
  CONTACT_MESSAGES.successBody,
  CONTACT_MESSAGES.error,
  FICHES_MESSAGES.opened,
  FICHES_MESSAGES.openError,
  ...CONTACT_SUBJECTS,
]);

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const ALL = [
  HOME_MESSAGES,
  ABOUT_MESSAGES,
  FAQ_MESSAGES,
  FAQ_ITEMS,
  FAQ_CATEGORY_META,
  CONTACT_MESSAGES,
  CGV,
  CGU,
  TERMS_MESSAGES,
  COMPANY_LEGAL,
  FICHES_MESSAGES,
].flatMap(strings);

describe('French typography of the page texts', () => {
  const ours = ALL.filter((text) => !SPEC_STRINGS.has(text));

  it.each([
    ['a plain space before « : ; ! ? »', / [:;!?»]/],
    ['a plain space after «', /« /],
    ['a straight apostrophe', /\w'\w/],
    ['a plain space inside a number', /\d \d{3}\b/],
    ['a plain space between a number and its unit', /\d (€|jours?|heures?|mois|ans?)\b/],
  ])('has no %s', (_label, pattern) => {
    expect(ours.filter((text) => pattern.test(text))).toEqual([]);
  });
});

describe('FAQ content', () => {
  it('has ten questions across the six categories, each with its category icon and a unique id', () => {
    expect(FAQ_ITEMS).toHaveLength(10);
    expect(new Set(FAQ_ITEMS.map((item) => item.category))).toEqual(new Set(FAQ_CATEGORIES));
    expect(new Set(FAQ_ITEMS.map((item) => item.id)).size).toBe(10);
    for (const item of FAQ_ITEMS) expect(item.icon).toBe(FAQ_CATEGORY_META[item.category].icon);
  });
});

describe('company details', () => {
  it('are obvious placeholders for the operator to replace', () => {
    for (const value of Object.values(COMPANY_LEGAL)) expect(value).toMatch(/\[.+\]/);
  });
});

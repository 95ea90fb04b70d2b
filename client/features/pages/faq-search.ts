/** FAQ search and filtering (pure): accents and case are ignored, every word must match. */
import { FAQ_CATEGORIES, type FaqCategory, type FaqItem } from '#shared/messages/pages-content/faq.ts';

export type FaqFilter = FaqCategory | 'all';

function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘]/g, "'")
    .replace(/[\u00A0\u202F]/g, ' ')
    .toLowerCase();
}

function matchesQuery(item: FaqItem, query: string): boolean {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeForSearch(`${item.question} ${item.answer}`);
  return words.every((word) => haystack.includes(word));
}

export function searchFaq(items: readonly FaqItem[], query: string): FaqItem[] {
  return items.filter((item) => matchesQuery(item, query));
}

export function filterByCategory(items: readonly FaqItem[], filter: FaqFilter): FaqItem[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.category === filter);
}

/** How many of `items` fall in each category, and in all. */
export function countByCategory(items: readonly FaqItem[]): Record<FaqFilter, number> {
  const counts = Object.fromEntries([['all', items.length], ...FAQ_CATEGORIES.map((c) => [c, 0])]) as Record<FaqFilter, number>;
  for (const item of items) counts[item.category] += 1;
  return counts;
}

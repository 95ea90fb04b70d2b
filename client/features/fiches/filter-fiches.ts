import type { FicheCategory } from '#shared/fiches.ts';

export type FicheFilter = FicheCategory | 'all';

/** The fiches shown for a filter chip ("Tous" shows every one), in catalogue order. */
export function filterFiches<T extends { category: FicheCategory }>(fiches: readonly T[], filter: FicheFilter): T[] {
  return filter === 'all' ? [...fiches] : fiches.filter((fiche) => fiche.category === filter);
}

/**
 * The French Wechsler batteries the score sheet knows: their composite indices (French names
 * and abbreviations) and subtests. No norm table is shipped: the practitioner copies scores,
 * percentiles and intervals from the record form. See docs/clinical/wechsler-scores.md.
 */

export const BATTERY_IDS = ['wisc-v', 'wais-iv'] as const;
export type BatteryId = (typeof BATTERY_IDS)[number];

/** primary: the indices whose spread and mean are computed; global: QIT; complementary: the others. */
export type IndexRole = 'primary' | 'global' | 'complementary';

export interface IndexDef {
  id: string;
  name: string;
  role: IndexRole;
}

export interface SubtestDef {
  id: string;
  name: string;
}

export interface BatteryDef {
  id: BatteryId;
  label: string;
  ages: string;
  indices: readonly IndexDef[];
  subtests: readonly SubtestDef[];
}

const S = (id: string, name: string): SubtestDef => ({ id, name });

export const BATTERIES: Record<BatteryId, BatteryDef> = {
  'wisc-v': {
    id: 'wisc-v',
    label: 'WISC-V',
    ages: '6–16\u00a0ans',
    indices: [
      { id: 'ICV', name: 'Compréhension verbale', role: 'primary' },
      { id: 'IVS', name: 'Visuospatial', role: 'primary' },
      { id: 'IRF', name: 'Raisonnement fluide', role: 'primary' },
      { id: 'IMT', name: 'Mémoire de travail', role: 'primary' },
      { id: 'IVT', name: 'Vitesse de traitement', role: 'primary' },
      { id: 'QIT', name: 'Quotient intellectuel total', role: 'global' },
      { id: 'IAG', name: 'Aptitude générale', role: 'complementary' },
      { id: 'ICC', name: 'Compétence cognitive', role: 'complementary' },
      { id: 'INV', name: 'Non verbal', role: 'complementary' },
      { id: 'IRQ', name: 'Raisonnement quantitatif', role: 'complementary' },
    ],
    subtests: [
      S('SIM', 'Similitudes'),
      S('VOC', 'Vocabulaire'),
      S('INF', 'Information'),
      S('COM', 'Compréhension'),
      S('CUB', 'Cubes'),
      S('PUZ', 'Puzzles visuels'),
      S('MAT', 'Matrices'),
      S('BAL', 'Balances'),
      S('ARI', 'Arithmétique'),
      S('MCH', 'Mémoire des chiffres'),
      S('MIM', 'Mémoire des images'),
      S('SLC', 'Séquence lettres-chiffres'),
      S('COD', 'Code'),
      S('SYM', 'Symboles'),
      S('BAR', 'Barrage'),
    ],
  },
  'wais-iv': {
    id: 'wais-iv',
    label: 'WAIS-IV',
    ages: '16–90\u00a0ans',
    indices: [
      { id: 'ICV', name: 'Compréhension verbale', role: 'primary' },
      { id: 'IRP', name: 'Raisonnement perceptif', role: 'primary' },
      { id: 'IMT', name: 'Mémoire de travail', role: 'primary' },
      { id: 'IVT', name: 'Vitesse de traitement', role: 'primary' },
      { id: 'QIT', name: 'Quotient intellectuel total', role: 'global' },
      { id: 'IAG', name: 'Aptitude générale', role: 'complementary' },
    ],
    subtests: [
      S('SIM', 'Similitudes'),
      S('VOC', 'Vocabulaire'),
      S('INF', 'Information'),
      S('COM', 'Compréhension'),
      S('CUB', 'Cubes'),
      S('MAT', 'Matrices'),
      S('PUZ', 'Puzzles visuels'),
      S('BAL', 'Balances'),
      S('CIM', 'Complètement d’images'),
      S('MCH', 'Mémoire des chiffres'),
      S('ARI', 'Arithmétique'),
      S('SLC', 'Séquence lettres-chiffres'),
      S('SYM', 'Symboles'),
      S('COD', 'Code'),
      S('BAR', 'Barrage'),
    ],
  },
};

export function primaryIndices(battery: BatteryId): IndexDef[] {
  return BATTERIES[battery].indices.filter((index) => index.role === 'primary');
}

/** Every unordered pair of primary indices, in the battery's order ("ICV-IVS"). */
export function primaryPairs(battery: BatteryId): [string, string][] {
  const ids = primaryIndices(battery).map((index) => index.id);
  return ids.flatMap((a, i) => ids.slice(i + 1).map((b): [string, string] => [a, b]));
}

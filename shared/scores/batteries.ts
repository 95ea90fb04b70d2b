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

/** One name per index and per subtest abbreviation: WISC-V and WAIS-IV share most of them. */
const INDEX_NAMES = {
  ICV: 'Compréhension verbale',
  IVS: 'Visuospatial',
  IRF: 'Raisonnement fluide',
  IRP: 'Raisonnement perceptif',
  IMT: 'Mémoire de travail',
  IVT: 'Vitesse de traitement',
  QIT: 'Quotient intellectuel total',
  IAG: 'Aptitude générale',
  ICC: 'Compétence cognitive',
  INV: 'Non verbal',
  IRQ: 'Raisonnement quantitatif',
} as const;

const SUBTEST_NAMES = {
  SIM: 'Similitudes',
  VOC: 'Vocabulaire',
  INF: 'Information',
  COM: 'Compréhension',
  CUB: 'Cubes',
  PUZ: 'Puzzles visuels',
  MAT: 'Matrices',
  BAL: 'Balances',
  ARI: 'Arithmétique',
  MCH: 'Mémoire des chiffres',
  MIM: 'Mémoire des images',
  SLC: 'Séquence lettres-chiffres',
  CIM: 'Complètement d’images',
  COD: 'Code',
  SYM: 'Symboles',
  BAR: 'Barrage',
} as const;

type IndexId = keyof typeof INDEX_NAMES;
type SubtestId = keyof typeof SUBTEST_NAMES;

/** A battery from its index abbreviations by role (listed in this order) and its subtests in record-form order. */
function battery(
  id: BatteryId,
  label: string,
  ages: string,
  indices: { primary: readonly IndexId[]; global: readonly IndexId[]; complementary: readonly IndexId[] },
  subtests: readonly SubtestId[],
): BatteryDef {
  const roles: readonly IndexRole[] = ['primary', 'global', 'complementary'];
  return {
    id,
    label,
    ages,
    indices: roles.flatMap((role) => indices[role].map((index) => ({ id: index, name: INDEX_NAMES[index], role }))),
    subtests: subtests.map((subtest) => ({ id: subtest, name: SUBTEST_NAMES[subtest] })),
  };
}

export const BATTERIES: Record<BatteryId, BatteryDef> = {
  'wisc-v': battery(
    'wisc-v',
    'WISC-V',
    '6–16\u00a0ans',
    { primary: ['ICV', 'IVS', 'IRF', 'IMT', 'IVT'], global: ['QIT'], complementary: ['IAG', 'ICC', 'INV', 'IRQ'] },
    ['SIM', 'VOC', 'INF', 'COM', 'CUB', 'PUZ', 'MAT', 'BAL', 'ARI', 'MCH', 'MIM', 'SLC', 'COD', 'SYM', 'BAR'],
  ),
  'wais-iv': battery(
    'wais-iv',
    'WAIS-IV',
    '16–90\u00a0ans',
    { primary: ['ICV', 'IRP', 'IMT', 'IVT'], global: ['QIT'], complementary: ['IAG'] },
    ['SIM', 'VOC', 'INF', 'COM', 'CUB', 'MAT', 'PUZ', 'BAL', 'CIM', 'MCH', 'ARI', 'SLC', 'SYM', 'COD', 'BAR'],
  ),
};

function primaryIndices(battery: BatteryId): IndexDef[] {
  return BATTERIES[battery].indices.filter((index) => index.role === 'primary');
}

/** Every unordered pair of primary indices, in the battery's order ("ICV-IVS"). */
export function primaryPairs(battery: BatteryId): [string, string][] {
  const ids = primaryIndices(battery).map((index) => index.id);
  return ids.flatMap((a, i) => ids.slice(i + 1).map((b): [string, string] => [a, b]));
}

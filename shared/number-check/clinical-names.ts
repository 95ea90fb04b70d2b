/**
 * The names a clinical number can be attached to in French prose: Wechsler index abbreviations
 * and full names, subtest names. Each resolves to one canonical id (the index abbreviation or
 * the subtest id of shared/scores/batteries.ts). Abbreviations count in capitals only. Common words that are also subtest names
 * (Code, Information, Compréhension, Barrage) only count with their capital letter.
 */

export interface NameDef {
  id: string;
  /** true for composite indices (the band check applies to them). */
  index: boolean;
  patterns: RegExp[];
}

const L = '[A-Za-zÀ-ÖØ-öø-ÿ]';
/** Word boundaries that know French letters. */
const w = (source: string, flags = 'giu') => new RegExp(`(?<!${L})(?:${source})(?!${L})`, flags);

const CLINICAL_NAMES: readonly NameDef[] = [
  { id: 'ICV', index: true, patterns: [w('ICV', 'gu'), w('(?:indice\\s+de\\s+)?compréhension\\s+verbale')] },
  { id: 'IVS', index: true, patterns: [w('IVS', 'gu'), w('(?:indice\\s+)?visuo-?\\s?spatial')] },
  { id: 'IRF', index: true, patterns: [w('IRF', 'gu'), w('(?:indice\\s+de\\s+)?raisonnement\\s+fluide')] },
  { id: 'IMT', index: true, patterns: [w('IMT', 'gu'), w('(?:indice\\s+de\\s+)?mémoire\\s+de\\s+travail')] },
  { id: 'IVT', index: true, patterns: [w('IVT', 'gu'), w('(?:indice\\s+de\\s+)?vitesse\\s+de\\s+traitement')] },
  { id: 'IRP', index: true, patterns: [w('IRP', 'gu'), w('(?:indice\\s+de\\s+)?raisonnement\\s+perceptif')] },
  { id: 'IAG', index: true, patterns: [w('IAG', 'gu'), w('(?:indice\\s+d[’\']\\s?)?aptitude\\s+générale')] },
  { id: 'ICC', index: true, patterns: [w('ICC', 'gu'), w('(?:indice\\s+de\\s+)?compétence\\s+cognitive')] },
  { id: 'INV', index: true, patterns: [w('INV', 'gu'), w('indice\\s+non[-\\s]verbal')] },
  { id: 'IRQ', index: true, patterns: [w('IRQ', 'gu'), w('(?:indice\\s+de\\s+)?raisonnement\\s+quantitatif')] },
  { id: 'QIT', index: true, patterns: [w('QIT|QI\\s+total|QI', 'gu'), w('quotient\\s+intellectuel(?:\\s+total)?')] },
  { id: 'SIM', index: false, patterns: [w('similitudes?')] },
  { id: 'VOC', index: false, patterns: [w('vocabulaire')] },
  { id: 'INF', index: false, patterns: [w('Information', 'gu')] },
  { id: 'COM', index: false, patterns: [w('Compréhension(?!\\s+verbale)', 'gu')] },
  { id: 'CUB', index: false, patterns: [w('cubes')] },
  { id: 'PUZ', index: false, patterns: [w('puzzles?\\s+visuels?')] },
  { id: 'MAT', index: false, patterns: [w('matrices')] },
  { id: 'BAL', index: false, patterns: [w('balances')] },
  { id: 'ARI', index: false, patterns: [w('arithmétique')] },
  { id: 'MCH', index: false, patterns: [w('mémoire\\s+des\\s+chiffres')] },
  { id: 'MIM', index: false, patterns: [w('mémoire\\s+des\\s+images')] },
  { id: 'SLC', index: false, patterns: [w('séquence\\s+lettres[-\\s]chiffres')] },
  { id: 'COD', index: false, patterns: [w('Codes?', 'gu')] },
  { id: 'SYM', index: false, patterns: [w('symboles')] },
  { id: 'BAR', index: false, patterns: [w('Barrage', 'gu')] },
  { id: 'CIM', index: false, patterns: [w('complètement\\s+d[’\']\\s?images')] },
  // Other tests often quoted with a score: their own name, so that "MMSE 27" is not matched with "MoCA 27".
  ...['MMSE', 'MoCA', 'BDI-II', 'BDI', 'STAI', 'Y-BOCS', 'ASRS', 'HADS', 'HAD', 'BRIEF', 'NEPSY-II', 'NEPSY', 'TMT', 'Stroop', 'Rey', 'CVLT', 'RL/RI-16', 'BREV', 'EDA', 'MADRS', 'PCL-5'].map(
    (test): NameDef => ({ id: test.toUpperCase(), index: false, patterns: [w(test, 'gu')] }),
  ),
];

export interface NameMention {
  id: string;
  index: boolean;
  start: number;
  end: number;
}

/** Every name mention in the text, longest first when two overlap, in reading order. */
export function findNames(text: string): NameMention[] {
  const found: NameMention[] = [];
  for (const def of CLINICAL_NAMES) {
    for (const pattern of def.patterns) {
      for (const match of text.matchAll(pattern)) {
        found.push({ id: def.id, index: def.index, start: match.index, end: match.index + match[0].length });
      }
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: NameMention[] = [];
  for (const mention of found) {
    const last = kept.at(-1);
    if (last && mention.start < last.end) continue;
    kept.push(mention);
  }
  return kept;
}

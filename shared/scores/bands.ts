/**
 * The one table of descriptive bands for Wechsler composite scores (mean 100, standard
 * deviation 15), with the labels of the French manuals. Its source and limits are written in
 * docs/clinical/wechsler-scores.md; the UI, the prompt block, the demo answer and the band
 * check all read this table and nothing else.
 */

export const BAND_IDS = ['tres-faible', 'limite', 'moyenne-faible', 'moyenne', 'moyenne-forte', 'superieur', 'tres-superieur'] as const;
export type BandId = (typeof BAND_IDS)[number];

export interface Band {
  id: BandId;
  /** Label as printed in the French manuals. */
  label: string;
  /** Inclusive bounds; null means open-ended. */
  min: number | null;
  max: number | null;
}

export const BANDS: readonly Band[] = [
  { id: 'tres-faible', label: 'Très faible', min: null, max: 69 },
  { id: 'limite', label: 'Limite', min: 70, max: 79 },
  { id: 'moyenne-faible', label: 'Moyenne faible', min: 80, max: 89 },
  { id: 'moyenne', label: 'Moyenne', min: 90, max: 109 },
  { id: 'moyenne-forte', label: 'Moyenne forte', min: 110, max: 119 },
  { id: 'superieur', label: 'Supérieur', min: 120, max: 129 },
  { id: 'tres-superieur', label: 'Très supérieur', min: 130, max: null },
];

/** The band of a composite score (an integer; a decimal is placed by its value, 109.5 → Moyenne). */
export function bandOf(score: number): Band {
  const band = BANDS.find((candidate) => (candidate.min === null || score >= candidate.min) && (candidate.max === null || score < candidate.max + 1));
  // The table covers every real number; the fallback only satisfies the type checker.
  return band ?? BANDS[3]!;
}

/** "90–109", "≤ 69", "≥ 130": the range of a band as written in the prompt and the docs. */
export function bandRange(band: Band): string {
  if (band.min === null) return `≤\u00a0${band.max}`;
  if (band.max === null) return `≥\u00a0${band.min}`;
  return `${band.min}–${band.max}`;
}

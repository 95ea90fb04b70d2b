/**
 * Everything the sheet lets us compute, in code, from the one band table (bands.ts): the band
 * of each composite score, strengths and weaknesses against the examinee's own mean, the
 * spread between the highest and lowest primary index with the QIT-caution rule, and pairwise
 * differences judged only against critical values the practitioner entered. Rules and sources:
 * docs/clinical/wechsler-scores.md.
 */
import { bandOf, type Band } from './bands.ts';
import { BATTERIES, primaryPairs, type BatteryDef, type IndexDef, type SubtestDef } from './batteries.ts';
import type { IndexEntry, ScoreSheet } from './score-sheet.ts';

/** 1.5 standard deviations: from this spread between primary indices, the QIT is interpreted with caution. */
export const SPREAD_CAUTION_POINTS = 23;
/** Without a critical value from the manual: one standard deviation of composite scores. */
export const DEFAULT_INDEX_THRESHOLD = 15;
/** One standard deviation of scaled scores (mean 10, SD 3). */
export const DEFAULT_SUBTEST_THRESHOLD = 3;

export type RelativeStatus = 'point fort' | 'point faible' | 'sans écart notable';

export interface IndexResult extends IndexDef, IndexEntry {
  band: Band;
}

export interface Deviation {
  id: string;
  name: string;
  score: number;
  /** score − mean, one decimal. */
  difference: number;
  threshold: number;
  /** Where the threshold comes from: a critical value the practitioner entered, or the default rule. */
  thresholdSource: 'valeur critique saisie' | 'un écart-type';
  status: RelativeStatus;
}

export interface Spread {
  highest: { id: string; score: number };
  lowest: { id: string; score: number };
  points: number;
  qitCaution: boolean;
  /** True when every primary index of the battery was entered. */
  complete: boolean;
}

export interface PairComparison {
  a: string;
  b: string;
  /** a − b */
  difference: number;
  critical: number;
  significant: boolean;
}

export interface Interpretation {
  battery: BatteryDef;
  indices: IndexResult[];
  subtests: (SubtestDef & { score: number })[];
  primaryMean: number | null;
  indexDeviations: Deviation[];
  subtestMean: number | null;
  subtestDeviations: Deviation[];
  spread: Spread | null;
  pairs: PairComparison[];
}

export const round1 = (value: number): number => Math.round(value * 10) / 10;

function deviations(items: { id: string; name: string; score: number }[], critical: Record<string, number>, fallback: number): { mean: number | null; list: Deviation[] } {
  if (items.length < 2) return { mean: null, list: [] };
  const exact = items.reduce((sum, item) => sum + item.score, 0) / items.length;
  const list = items.map((item): Deviation => {
    const difference = round1(item.score - exact);
    const entered = critical[item.id];
    const threshold = entered ?? fallback;
    const status: RelativeStatus = difference >= threshold ? 'point fort' : difference <= -threshold ? 'point faible' : 'sans écart notable';
    return { ...item, difference, threshold, thresholdSource: entered !== undefined ? 'valeur critique saisie' : 'un écart-type', status };
  });
  return { mean: round1(exact), list };
}

export function interpretSheet(sheet: ScoreSheet): Interpretation {
  const battery = BATTERIES[sheet.battery];
  const indices = battery.indices.flatMap((index): IndexResult[] => {
    const entry = sheet.indices[index.id];
    return entry ? [{ ...index, ...entry, band: bandOf(entry.score) }] : [];
  });
  const primary = indices.filter((index) => index.role === 'primary');
  const indexDev = deviations(
    primary.map((index) => ({ id: index.id, name: index.name, score: index.score })),
    sheet.criticalMean,
    DEFAULT_INDEX_THRESHOLD,
  );
  const subtests = battery.subtests.flatMap((subtest) => (sheet.subtests[subtest.id] !== undefined ? [{ ...subtest, score: sheet.subtests[subtest.id]! }] : []));
  const subtestDev = deviations(subtests, {}, DEFAULT_SUBTEST_THRESHOLD);

  let spread: Spread | null = null;
  if (primary.length >= 2) {
    const sorted = [...primary].sort((x, y) => y.score - x.score);
    const highest = sorted[0]!;
    const lowest = sorted.at(-1)!;
    const points = highest.score - lowest.score;
    spread = {
      highest: { id: highest.id, score: highest.score },
      lowest: { id: lowest.id, score: lowest.score },
      points,
      qitCaution: points >= SPREAD_CAUTION_POINTS,
      complete: primary.length === battery.indices.filter((index) => index.role === 'primary').length,
    };
  }

  const pairs = primaryPairs(sheet.battery).flatMap(([a, b]): PairComparison[] => {
    const critical = sheet.criticalPairs[`${a}-${b}`];
    const scoreA = sheet.indices[a]?.score;
    const scoreB = sheet.indices[b]?.score;
    if (critical === undefined || scoreA === undefined || scoreB === undefined) return [];
    const difference = scoreA - scoreB;
    return [{ a, b, difference, critical, significant: Math.abs(difference) >= critical }];
  });

  return {
    battery,
    indices,
    subtests,
    primaryMean: indexDev.mean,
    indexDeviations: indexDev.list,
    subtestMean: subtestDev.mean,
    subtestDeviations: subtestDev.list,
    spread,
    pairs,
  };
}

/** French decimal comma, and a sign for differences: "+12,4", "−3". */
export function formatNumber(value: number, signed = false): string {
  const text = String(Math.abs(value)).replace('.', ',');
  if (!signed) return value < 0 ? `−${text}` : text;
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : '0';
}

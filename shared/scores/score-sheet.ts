/**
 * The score sheet: what the practitioner copies from the Wechsler record form, validated with
 * French messages. Two shapes: the draft (strings as typed, kept in the browser's history) and
 * the sheet (numbers, only valid entries), which is what the chat request carries and what
 * every computation reads. See docs/clinical/wechsler-scores.md.
 */
import { z } from 'zod';
import '../validation.ts';
import { BATTERIES, BATTERY_IDS, primaryPairs, type BatteryId } from './batteries.ts';

export const SCORE_MESSAGES = {
  notANumber: 'Saisissez un nombre (par exemple 104 ou 99,6).',
  index: 'L’indice doit être un nombre entier entre 40 et 160.',
  scaled: 'La note standard doit être un nombre entier entre 1 et 19.',
  percentile: 'Le percentile doit être compris entre 0,1 et 99,9.',
  bound: 'La borne doit être un nombre entier entre 40 et 160.',
  lowAboveScore: 'La borne inférieure doit être inférieure ou égale à l’indice.',
  highBelowScore: 'La borne supérieure doit être supérieure ou égale à l’indice.',
  bothBounds: 'Saisissez les deux bornes de l’intervalle.',
  scoreFirst: 'Saisissez d’abord l’indice.',
  critical: 'La valeur critique doit être comprise entre 1 et 60.',
  unknown: 'Élément inconnu pour cette batterie.',
} as const;
const E = SCORE_MESSAGES;

const IndexScoreSchema = z.number({ error: E.notANumber }).int({ error: E.index }).min(40, { error: E.index }).max(160, { error: E.index });
const ScaledScoreSchema = z.number({ error: E.notANumber }).int({ error: E.scaled }).min(1, { error: E.scaled }).max(19, { error: E.scaled });
const PercentileSchema = z.number({ error: E.notANumber }).min(0.1, { error: E.percentile }).max(99.9, { error: E.percentile });
const BoundSchema = z.number({ error: E.notANumber }).int({ error: E.bound }).min(40, { error: E.bound }).max(160, { error: E.bound });
const CriticalValueSchema = z.number({ error: E.notANumber }).min(1, { error: E.critical }).max(60, { error: E.critical });

const IndexEntrySchema = z
  .object({
    score: IndexScoreSchema,
    percentile: PercentileSchema.optional(),
    ciLow: BoundSchema.optional(),
    ciHigh: BoundSchema.optional(),
  })
  .strict()
  .superRefine((entry, ctx) => {
    if ((entry.ciLow === undefined) !== (entry.ciHigh === undefined)) {
      ctx.addIssue({ code: 'custom', path: [entry.ciLow === undefined ? 'ciLow' : 'ciHigh'], message: E.bothBounds });
    }
    if (entry.ciLow !== undefined && entry.ciLow > entry.score) ctx.addIssue({ code: 'custom', path: ['ciLow'], message: E.lowAboveScore });
    if (entry.ciHigh !== undefined && entry.ciHigh < entry.score) ctx.addIssue({ code: 'custom', path: ['ciHigh'], message: E.highBelowScore });
  });
export type IndexEntry = z.infer<typeof IndexEntrySchema>;

const CODE = /^[A-Z]{3}(?:-[A-Z]{3})?$/;

export const ScoreSheetSchema = z
  .object({
    battery: z.enum(BATTERY_IDS),
    indices: z.record(z.string().regex(CODE), IndexEntrySchema).default({}),
    subtests: z.record(z.string().regex(CODE), ScaledScoreSchema).default({}),
    /** Critical values the practitioner read in the manual for a pair of primary indices ("ICV-IVS"). */
    criticalPairs: z.record(z.string().regex(CODE), CriticalValueSchema).default({}),
    /** Critical values for an index against the mean of the primary indices. */
    criticalMean: z.record(z.string().regex(CODE), CriticalValueSchema).default({}),
  })
  .strict()
  .superRefine((sheet, ctx) => {
    const battery = BATTERIES[sheet.battery];
    const indexIds = new Set(battery.indices.map((index) => index.id));
    const primaryIds = new Set(battery.indices.filter((index) => index.role === 'primary').map((index) => index.id));
    const subtestIds = new Set(battery.subtests.map((subtest) => subtest.id));
    const pairIds = new Set(primaryPairs(sheet.battery).map(([a, b]) => `${a}-${b}`));
    const unknown = (keys: string[], known: Set<string>, group: string) => {
      for (const key of keys) if (!known.has(key)) ctx.addIssue({ code: 'custom', path: [group, key], message: E.unknown });
    };
    unknown(Object.keys(sheet.indices), indexIds, 'indices');
    unknown(Object.keys(sheet.subtests), subtestIds, 'subtests');
    unknown(Object.keys(sheet.criticalPairs), pairIds, 'criticalPairs');
    unknown(Object.keys(sheet.criticalMean), primaryIds, 'criticalMean');
  });
export type ScoreSheet = z.output<typeof ScoreSheetSchema>;

/* ------------------------------------------------------------------ drafts (the form) */

/**
 * Field keys of the form: `index.ICV.score`, `index.ICV.percentile`, `index.ICV.ciLow`,
 * `index.ICV.ciHigh`, `subtest.SIM`, `pair.ICV-IVS`, `mean.ICV`.
 */
export const ScoreSheetDraftSchema = z
  .object({
    battery: z.enum(BATTERY_IDS),
    fields: z.record(z.string().regex(/^(index\.[A-Z]{3}\.(score|percentile|ciLow|ciHigh)|subtest\.[A-Z]{3}|pair\.[A-Z]{3}-[A-Z]{3}|mean\.[A-Z]{3})$/), z.string().max(12)),
    updatedAt: z.number(),
  })
  .strict();
export type ScoreSheetDraft = z.infer<typeof ScoreSheetDraftSchema>;

export function emptyDraft(battery: BatteryId, now: number): ScoreSheetDraft {
  return { battery, fields: {}, updatedAt: now };
}

/** "99,6" and "99.6" are the same number; anything else that is not a plain number is NaN. */
function parseFrenchNumber(raw: string): number {
  const text = raw.trim().replace(/\s/g, '').replace(',', '.');
  return /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

export interface ParsedDraft {
  /** Valid entries only: what is computed, shown and sent. */
  sheet: ScoreSheet;
  /** Field key → French message. */
  errors: Record<string, string>;
  /** True when at least one score was entered validly. */
  filled: boolean;
}

/** Validates each field as typed; an index with an error is left out of the sheet, and so is a field that depends on it. */
export function parseDraft(draft: ScoreSheetDraft): ParsedDraft {
  const battery = BATTERIES[draft.battery];
  const errors: Record<string, string> = {};
  const value = (key: string): string => (draft.fields[key] ?? '').trim();
  const read = (key: string, schema: z.ZodType<number>): number | undefined => {
    const raw = value(key);
    if (raw === '') return undefined;
    const parsed = schema.safeParse(parseFrenchNumber(raw));
    if (parsed.success) return parsed.data;
    errors[key] = parsed.error.issues[0]?.message ?? E.notANumber;
    return undefined;
  };

  const indices: ScoreSheet['indices'] = {};
  for (const index of battery.indices) {
    const key = (part: string) => `index.${index.id}.${part}`;
    const score = read(key('score'), IndexScoreSchema);
    const percentile = read(key('percentile'), PercentileSchema);
    const ciLow = read(key('ciLow'), BoundSchema);
    const ciHigh = read(key('ciHigh'), BoundSchema);
    if (score === undefined) {
      if (!errors[key('score')]) {
        for (const part of ['percentile', 'ciLow', 'ciHigh']) if (value(key(part)) !== '' && !errors[key(part)]) errors[key(part)] = E.scoreFirst;
      }
      continue;
    }
    const candidate = {
      score,
      ...(percentile !== undefined ? { percentile } : {}),
      ...(ciLow !== undefined ? { ciLow } : {}),
      ...(ciHigh !== undefined ? { ciHigh } : {}),
    };
    const checked = IndexEntrySchema.safeParse(candidate);
    if (checked.success) {
      indices[index.id] = checked.data;
    } else {
      for (const issue of checked.error.issues) errors[key(String(issue.path[0]))] ??= issue.message;
      // The score itself is valid: keep it, without the faulty interval.
      indices[index.id] = { score, ...(percentile !== undefined ? { percentile } : {}) };
    }
    // An interval bound typed without error but whose partner is in error is dropped above; nothing else to do.
  }

  const subtests: ScoreSheet['subtests'] = {};
  for (const subtest of battery.subtests) {
    const score = read(`subtest.${subtest.id}`, ScaledScoreSchema);
    if (score !== undefined) subtests[subtest.id] = score;
  }
  const criticalPairs: ScoreSheet['criticalPairs'] = {};
  for (const [a, b] of primaryPairs(draft.battery)) {
    const critical = read(`pair.${a}-${b}`, CriticalValueSchema);
    if (critical !== undefined) criticalPairs[`${a}-${b}`] = critical;
  }
  const criticalMean: ScoreSheet['criticalMean'] = {};
  for (const index of battery.indices.filter((candidate) => candidate.role === 'primary')) {
    const critical = read(`mean.${index.id}`, CriticalValueSchema);
    if (critical !== undefined) criticalMean[index.id] = critical;
  }
  const sheet: ScoreSheet = { battery: draft.battery, indices, subtests, criticalPairs, criticalMean };
  return { sheet, errors, filled: Object.keys(indices).length + Object.keys(subtests).length > 0 };
}
